/**
 * The open edit dialog's warning: the record changed or was deleted by someone else since it was
 * opened, in English; nothing for a change the form already holds.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { ChangedSinceNotice } from '../../../../src/crud/live/ChangedSinceNotice';
import { i18nProvider } from '../../../../src/providers/i18nProvider';

const renderIt = (node: ReactNode) => render(<AdminContext i18nProvider={i18nProvider}>{node}</AdminContext>);

describe('the changed-since notice', () => {
  it('names who changed the record', () => {
    renderIt(<ChangedSinceNotice change={{ actorName: 'editor', version: 3, deleted: false, seenAt: 1 }} version={2} />);
    expect(screen.getByRole('alert').textContent).toBe('Changed by editor since you opened it.');
  });

  it('says when it was deleted', () => {
    renderIt(<ChangedSinceNotice change={{ actorName: 'editor', version: 3, deleted: true, seenAt: 1 }} version={3} />);
    expect(screen.getByRole('alert').textContent).toBe('Deleted by editor since you opened it.');
  });

  it('says nothing without a change, or for one the form already holds', () => {
    renderIt(<ChangedSinceNotice change={undefined} version={2} />);
    renderIt(<ChangedSinceNotice change={{ actorName: 'editor', version: 3, deleted: false, seenAt: 1 }} version={3} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
