import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { refusalText } from '../../../lib/error-policy';
import i18n from '../../../lib/i18n-core';
import { useConsoleMe, type ConsoleMe } from '../api/get-console-me';
import { useConfirmEnrolment, useStartEnrolment, useVerifySecondFactor } from '../api/second-factor';
import styles from './admin.module.css';

function errorText(error: unknown): string | null {
  if (!error) return null;
  // A lock after wrong codes says when to try again.
  return refusalText(error) ?? i18n.t(isApiError(error) ? error.code : 'unpredicted', { ns: 'errors' });
}

function CodeForm({ label, submitLabel, busy, error, onSubmit }: { label: string; submitLabel: string; busy: boolean; error: string | null; onSubmit: (code: string) => void }) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <form className={styles.row} onSubmit={submit}>
      <input
        className={`${styles.input} ${styles.grow}`}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        aria-label={label}
        placeholder={label}
        inputMode="text"
        autoComplete="one-time-code"
        autoFocus
        data-testid="console-code"
      />
      <Button type="submit" variant="primary" size="s" disabled={busy || !code.trim()} data-testid="console-code-submit">
        {submitLabel}
      </Button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** Enrolment: the QR code and the secret, the first code, then the recovery codes once. */
function Enrol({ onConfirmed, onDone }: { onConfirmed: () => void; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  if (confirm.data) {
    return (
      <>
        <h1 className={styles.panelTitle}>{t('gate.recoveryTitle')}</h1>
        <p className={styles.muted}>{t('gate.recoveryText')}</p>
        <div className={styles.codes} data-testid="console-recovery-codes">
          {confirm.data.recoveryCodes.map((code) => (
            <span key={code}>{code}</span>
          ))}
        </div>
        <Button variant="primary" size="s" onClick={onDone} data-testid="console-recovery-done">
          {t('gate.recoveryDone')}
        </Button>
      </>
    );
  }
  return (
    <>
      <h1 className={styles.panelTitle}>{t('gate.enrolTitle')}</h1>
      <p className={styles.muted}>{t('gate.enrolText')}</p>
      {!start.data ? (
        <Button variant="primary" size="s" onClick={() => start.mutate()} disabled={start.isPending} data-testid="console-enrol-start">
          {t('gate.enrolStart')}
        </Button>
      ) : (
        <>
          <img className={styles.qr} src={start.data.qr} alt={t('gate.enrolTitle')} />
          <div>
            <div className={styles.muted}>{t('gate.secret')}</div>
            <div className={styles.secret} data-testid="console-secret">
              {start.data.secret}
            </div>
          </div>
          <CodeForm label={t('gate.code')} submitLabel={t('gate.confirm')} busy={confirm.isPending} error={errorText(confirm.error)} onSubmit={(code) => confirm.mutate(code, { onSuccess: onConfirmed })} />
        </>
      )}
      {start.error && <p className={styles.error}>{errorText(start.error)}</p>}
    </>
  );
}

function Verify({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation('admin');
  const verify = useVerifySecondFactor();
  return (
    <>
      <h1 className={styles.panelTitle}>{t('gate.verifyTitle')}</h1>
      <p className={styles.muted}>{t('gate.verifyText', { minutes: me.idleMinutes })}</p>
      <CodeForm label={t('gate.code')} submitLabel={t('gate.verify')} busy={verify.isPending} error={errorText(verify.error)} onSubmit={(code) => verify.mutate(code)} />
    </>
  );
}

/**
 * Lets the console through once its account is signed in, holds a role and passed the second factor in this
 * session; otherwise shows the step that is missing (sign in, no access, enrolment, code).
 */
export function SecondFactorGate({ children }: { children: (me: ConsoleMe) => ReactNode }) {
  const { t } = useTranslation('admin');
  const me = useConsoleMe();
  // Set from the first code until the recovery codes are put away: the account is enrolled meanwhile.
  const [enrolling, setEnrolling] = useState(false);
  let body: ReactNode;
  if (me.isPending && me.signedIn) {
    body = <div className={styles.skeleton} aria-label={t('common.loading')} />;
  } else if (me.error || !me.data) {
    const code = !me.signedIn ? 'authentication' : isApiError(me.error) ? me.error.code : 'unpredicted';
    body =
      code === 'authentication' ? (
        <>
          <p>{t('gate.signIn')}</p>
          <a className={buttonClass({ variant: 'primary', size: 's' })} href="/">
            {t('gate.toSite')}
          </a>
        </>
      ) : (
        <p data-testid="console-no-access">{code === 'forbidden' ? t('gate.noAccess') : t('gate.loadError')}</p>
      );
  } else if (!me.data.enrolled || enrolling) {
    body = (
      <Enrol
        onConfirmed={() => setEnrolling(true)}
        onDone={() => {
          setEnrolling(false);
          void me.refetch();
        }}
      />
    );
  } else if (!me.data.verified) {
    body = <Verify me={me.data} />;
  } else {
    return <>{children(me.data)}</>;
  }
  return (
    <div className={styles.gate}>
      <div className={styles.gateCard}>{body}</div>
    </div>
  );
}
