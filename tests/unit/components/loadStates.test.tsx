/** Read rows and their states: a progress bar while reading, the error when it failed, the table (or its empty row) once read, again on load. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, TableBody } from '@mui/material';
import { EmptyRow, LoadStates } from '../../../src/components/LoadStates';
import { useLoaded } from '../../../src/components/useLoaded';

function Names({ read }: { read: () => Promise<string[]> | undefined }) {
  const { loaded, load } = useLoaded(read);
  return (
    <>
      <button onClick={load}>Reload</button>
      <LoadStates loaded={loaded} loadingLabel="Loading names" failedText={(message) => `Failed: ${message}`}>
        {(rows) => (
          <Table aria-label="Names">
            <TableBody>
              {rows.length === 0 && <EmptyRow columns={2}>No names</EmptyRow>}
              {rows.map((name) => (
                <tr key={name}>
                  <td>{name}</td>
                </tr>
              ))}
            </TableBody>
          </Table>
        )}
      </LoadStates>
    </>
  );
}

// The read functions stay the same between renders, as useLoaded asks.
const failing = () => Promise.reject(new Error('offline'));
const nothing = () => undefined;

describe('useLoaded with LoadStates', () => {
  it('shows the progress bar until the rows come, then the table, and reads again on load', async () => {
    const read = vi.fn<() => Promise<string[]>>().mockResolvedValueOnce([]).mockResolvedValueOnce(['alpha']);
    render(<Names read={read} />);
    expect(screen.getByRole('progressbar', { name: 'Loading names' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'No names' })).toHaveAttribute('colspan', '2');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('cell', { name: 'alpha' })).toBeInTheDocument();
    expect(screen.queryByText('No names')).not.toBeInTheDocument();
  });

  it('shows the answer of the latest reading: an earlier one arriving after it is dropped', async () => {
    let answerFirst: (rows: string[]) => void = () => undefined;
    const first = new Promise<string[]>((resolve) => (answerFirst = resolve));
    const read = vi.fn<() => Promise<string[]>>().mockReturnValueOnce(first).mockResolvedValueOnce(['fresh']);
    render(<Names read={read} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('cell', { name: 'fresh' })).toBeInTheDocument();
    // Inside act: whatever the late answer sets is drawn before the assertions.
    await act(async () => {
      answerFirst(['stale']);
      await first;
    });
    expect(screen.queryByRole('cell', { name: 'stale' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'fresh' })).toBeInTheDocument();
  });

  it('says the error when the reading failed', async () => {
    render(<Names read={failing} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: offline');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads nothing while there is nothing to read', () => {
    render(<Names read={nothing} />);
    expect(screen.getByRole('progressbar', { name: 'Loading names' })).toBeInTheDocument();
  });
});
