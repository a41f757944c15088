/**
 * The browser's Back and Forward on a form holding a change ask first: the address stays the
 * form's, Keep editing keeps what was typed, Discard makes the move; without a change they go at once.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { entryIndex } from '../../../../src/crud/form/historyHold';
import { useBackGuard } from '../../../../src/crud/form/useBackGuard';
import { i18nProvider } from '../../../../src/providers/i18nProvider';
import { installHistoryGate } from '../../../../src/utils/historyGate';
import { ViewShownContext } from '../../../../src/utils/viewShown';

const QUESTION = 'Discard your changes?';

function Form({ onDiscard }: { onDiscard: () => void }) {
  const [text, setText] = useState('');
  const prompt = useBackGuard(() => text !== '', onDiscard);
  return (
    <>
      <input aria-label="Name" value={text} onChange={(event) => setText(event.target.value)} />
      {prompt}
    </>
  );
}

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="where">{pathname}</output>;
}

function renderApp({ shown = true } = {}) {
  const discarded: string[] = [];
  render(
    <BrowserRouter>
      <AdminContext i18nProvider={i18nProvider}>
        <Where />
        <Link to="/form">To the form</Link>
        <Routes>
          <Route path="/" element={<p>Home</p>} />
          <Route
            path="/form"
            element={
              <ViewShownContext.Provider value={shown}>
                <Form onDiscard={() => discarded.push('form')} />
                <Link to="/form/next">Next</Link>
              </ViewShownContext.Provider>
            }
          />
          <Route path="/form/next" element={<p>Next page</p>} />
        </Routes>
      </AdminContext>
    </BrowserRouter>,
  );
  return { user: userEvent.setup(), discarded };
}

const where = () => screen.getByLabelText('where');

// Counted before anything else listens: a held move stops the listeners after it.
let pops = 0;
const countPop = () => {
  pops += 1;
};

/** Back or Forward as the browser does it: the address moves, then popstate comes. */
async function move(steps: number) {
  const before = pops;
  window.history.go(steps);
  await waitFor(() => expect(pops).toBeGreaterThan(before));
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('link', { name: 'To the form' }));
  await waitFor(() => expect(where()).toHaveTextContent('/form'));
}

window.addEventListener('popstate', countPop, true);
// As the console does, before any router listens.
installHistoryGate();

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the browser Back and Forward on a changed form', () => {
  it('Back asks; the address returns to the form; Keep editing keeps the text; Discard goes back', async () => {
    const { user, discarded } = renderApp();
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spring sale');

    await move(-1);
    const ask = await screen.findByRole('dialog', { name: QUESTION });
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    expect(where()).toHaveTextContent('/form');
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Spring sale');
    expect(window.location.pathname).toBe('/form');

    await move(-1);
    await user.click(within(await screen.findByRole('dialog', { name: QUESTION })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/$/));
    expect(window.location.pathname).toBe('/');
    expect(discarded).toEqual(['form']);
    expect(screen.getByText('Home')).toBeInTheDocument();
  });

  it('Forward asks as well, and goes forward once discarded', async () => {
    const { user } = renderApp();
    await openForm(user);
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByText('Next page');
    await move(-1);
    await waitFor(() => expect(where()).toHaveTextContent(/^\/form$/));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');

    await move(1);
    const ask = await screen.findByRole('dialog', { name: QUESTION });
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    await user.click(within(ask).getByRole('button', { name: 'Discard' }));
    await screen.findByText('Next page');
    expect(window.location.pathname).toBe('/form/next');
  });

  it('goes at once without a change', async () => {
    const { user } = renderApp();
    await openForm(user);
    await move(-1);
    await screen.findByText('Home');
    expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull();
  });

  it('a form in a hidden view holds nothing', async () => {
    const { user } = renderApp({ shown: false });
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'kept aside');
    await move(-1);
    await screen.findByText('Home');
    expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull();
  });
});

describe('entryIndex', () => {
  it("reads the router's index and nothing else", () => {
    expect(entryIndex({ idx: 3, key: 'k' })).toBe(3);
    expect(entryIndex({ idx: '3' })).toBeUndefined();
    expect(entryIndex(null)).toBeUndefined();
    expect(entryIndex('idx')).toBeUndefined();
  });
});
