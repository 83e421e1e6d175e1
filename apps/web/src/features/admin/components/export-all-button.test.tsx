import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/admin.json';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { RowsTable } from './rows-table';

i18n.addResourceBundle('ru', 'admin', texts, true, true);

const CSV = '\uFEFFid,delta\r\n7,100\r\n';
let saved: { name: string; blob: Blob }[];
let lastBlob: Blob | null;
let click: { mockRestore: () => void };

const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  saved = [];
  lastBlob = null;
  // The blob is kept instead of given an address, and the link's click records what the browser would save.
  URL.createObjectURL = (blob: Blob) => {
    lastBlob = blob;
    return 'blob:export';
  };
  URL.revokeObjectURL = () => undefined;
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
});
afterEach(() => {
  click.mockRestore();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const table = () => <RowsTable rows={[{ id: 7, delta: 100 }]} columns={['id', 'delta']} csvName="ledger" exportTable={{ table: 'ledger', filter: { user_id: 42 } }} />;

describe('the whole-table CSV export', () => {
  it('fetches the export with the console’s own header and saves it under the server’s file name', async () => {
    const asked: { url: string; console: string | null }[] = [];
    server.use(
      http.get('http://localhost:3000/api/admin/export/ledger.csv', ({ request }) => {
        asked.push({ url: request.url, console: request.headers.get('X-Console') });
        return new HttpResponse(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="ledger-2026-01-02.csv"' } });
      }),
    );
    renderWithApp(table());
    const button = screen.getByTestId('console-export-ledger');
    expect(button.tagName).toBe('BUTTON');
    await userEvent.click(button);
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(asked).toEqual([{ url: 'http://localhost:3000/api/admin/export/ledger.csv?user_id=42', console: '1' }]);
    expect(saved[0]!.name).toBe('ledger-2026-01-02.csv');
    // Byte for byte, the byte order mark included.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved[0]!.blob.arrayBuffer())).toBe(CSV);
  });

  it('says so when the server refuses, and saves nothing', async () => {
    server.use(
      http.get('http://localhost:3000/api/admin/export/ledger.csv', () =>
        HttpResponse.json({ code: 'forbidden', msg: 'Доступ запрещён', parameters: { reason: 'console_header_required' } }, { status: 403 }),
      ),
    );
    renderWithApp(table());
    await userEvent.click(screen.getByTestId('console-export-ledger'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Не удалось выгрузить таблицу');
    expect(saved).toEqual([]);
  });
});
