import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ROLE_NAMES, type ConsoleRoleName } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useConsoleAccounts, useGrantRole } from '../api/accounts';
import styles from '../components/admin.module.css';
import { RowsTable } from '../components/rows-table';

const COLUMNS = ['userId', 'login', 'nickname', 'role', 'enrolled', 'createdAt'];

/** Console accounts and their roles; the owner gives and takes roles by login. */
export default function AccountsPage() {
  const { t } = useTranslation('admin');
  const accounts = useConsoleAccounts();
  const grant = useGrantRole();
  const [login, setLogin] = useState('');
  const [role, setRole] = useState<ConsoleRoleName | ''>('support');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.trim()) grant.mutate({ login: login.trim(), role: role || null });
  };
  return (
    <>
      <h1 className={styles.title}>{t('accounts.title')}</h1>
      <form className={`${styles.row} ${styles.panel}`} onSubmit={submit}>
        <input className={`${styles.input} ${styles.grow}`} value={login} onChange={(e) => setLogin(e.target.value)} placeholder={t('accounts.login')} aria-label={t('accounts.login')} />
        <select className={styles.select} value={role} onChange={(e) => setRole(e.target.value as ConsoleRoleName | '')} aria-label={t('accounts.role')}>
          {CONSOLE_ROLE_NAMES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
          <option value="">{t('accounts.revoke')}</option>
        </select>
        <Button type="submit" variant="primary" size="s" disabled={grant.isPending || !login.trim()}>
          {t('accounts.grant')}
        </Button>
      </form>
      {grant.error && <p className={styles.error}>{isApiError(grant.error) ? t(grant.error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' })}</p>}
      <RowsTable rows={accounts.data} loading={accounts.isPending} error={Boolean(accounts.error)} columns={COLUMNS} csvName="console-accounts" cell={(c, row) => (c === 'role' ? t(`roles.${String(row.role)}`) : undefined)} />
    </>
  );
}
