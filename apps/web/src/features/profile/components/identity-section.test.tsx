import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IdentityCheckState } from '@tastydrop/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { identityApi } from '../../../lib/api/endpoints/identity';
import { answer } from '../../../testing/api-handlers';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { IdentitySection } from './identity-section';

const requested = (uploaded: ('document' | 'selfie')[]): IdentityCheckState => ({
  ageConfirmedAt: null,
  check: { id: 7, status: 'requested', requestedAt: '2026-12-07T10:00:00.000Z', submittedAt: null, decidedAt: null, note: null, uploaded },
});

describe('IdentitySection', () => {
  it('sends a chosen document and shows it stored, and refuses a wrong type or a too big file before sending', async () => {
    let state = requested([]);
    const sent: { kind: string; type: string | null; size: number }[] = [];
    server.use(
      answer(identityApi.state, () => state),
      http.post('http://localhost:3000/api/v1/identity/files/:kind', async ({ request, params }) => {
        const body = await request.arrayBuffer();
        sent.push({ kind: String(params.kind), type: request.headers.get('content-type'), size: body.byteLength });
        state = requested(['document']);
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderWithApp(<IdentitySection />);
    const input = await screen.findByTestId('identity-file-document');

    await userEvent.upload(input, new File(['gif'], 'doc.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(screen.getByTestId('identity-error-document').textContent).toContain('JPEG, PNG, WebP');
    await userEvent.upload(input, new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'doc.jpg', { type: 'image/jpeg' }));
    expect(screen.getByTestId('identity-error-document').textContent).toContain('больше 8 МБ');
    expect(sent).toEqual([]);

    await userEvent.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'doc.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByText('Загружено файлов: 1 из 2')).toBeTruthy());
    expect(sent).toEqual([{ kind: 'document', type: 'image/jpeg', size: expect.any(Number) }]);
    expect(screen.queryByTestId('identity-error-document')).toBeNull();
  });

  it("says what the server refused in the player's words", async () => {
    server.use(
      answer(identityApi.state, requested([])),
      http.post('http://localhost:3000/api/v1/identity/files/:kind', () => HttpResponse.json({ code: 'identity_file_invalid', msg: '', parameters: {} }, { status: 400 })),
    );
    renderWithApp(<IdentitySection />);
    await userEvent.upload(await screen.findByTestId('identity-file-selfie'), new File(['png?'], 'me.png', { type: 'image/png' }));
    expect((await screen.findByTestId('identity-error-selfie')).textContent).toContain('JPEG, PNG, WebP');
  });

  it('shows a check under review, and a decision with its note', async () => {
    server.use(
      answer(identityApi.state, {
        ageConfirmedAt: '2026-12-07T12:00:00.000Z',
        check: { id: 7, status: 'rejected', requestedAt: '2026-12-07T10:00:00.000Z', submittedAt: '2026-12-07T11:00:00.000Z', decidedAt: '2026-12-07T12:00:00.000Z', note: 'Фото нечитаемо', uploaded: [] },
      }),
    );
    renderWithApp(<IdentitySection />);
    expect((await screen.findByTestId('identity-status')).textContent).toBe('Проверка не пройдена');
    expect(screen.getByTestId('identity-note').textContent).toContain('Фото нечитаемо');
    expect(screen.getByText(/Возраст 18\+ подтверждён/)).toBeTruthy();
  });
});
