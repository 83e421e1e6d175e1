import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderWithApp } from '../../testing/render';
import { SteamFieldForm } from './steam-field-form';

/** The server's answer when other accounts already name the login (modules/withdrawals/partner-login.ts). */
const refused = () => Promise.reject(new ApiError({ status: 409, code: 'steamLogin', msg: 'Этот логин уже используется слишком часто', parameters: { fields: { login: 'steamLogin' }, limit: 3 } }));

describe('SteamFieldForm', () => {
  it('shows a login too many accounts name under the field, in Russian, and keeps what was typed', async () => {
    renderWithApp(<SteamFieldForm field="login" defaultValue={null} save={refused} testId="login-form" />);
    const input = screen.getByTestId('login-form-input');
    await userEvent.type(input, 'gaben_login');
    await userEvent.click(screen.getByTestId('login-form-save'));
    expect(await screen.findByText('Этот логин Steam уже указан на других аккаунтах. Укажите свой логин или ссылку на обмен')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('gaben_login');
  });

  it('checks the rules before asking the server', async () => {
    let asked = 0;
    renderWithApp(<SteamFieldForm field="login" defaultValue={null} save={async () => void (asked += 1)} testId="login-form" />);
    await userEvent.type(screen.getByTestId('login-form-input'), '1abc');
    await userEvent.click(screen.getByTestId('login-form-save'));
    expect(await screen.findByText('Логин должен начинаться с латинской буквы')).toBeTruthy();
    expect(asked).toBe(0);
  });
});
