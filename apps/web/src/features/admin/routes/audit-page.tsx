import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { useAudit } from '../api/audit';
import styles from '../components/admin.module.css';
import { AuditChanges } from '../components/audit-changes';
import { RowsTable } from '../components/rows-table';
import { auditActionLabel } from '../utils/code-labels';

const COLUMNS = ['id', 'at', 'actorLogin', 'actorRole', 'ip', 'action', 'target', 'changes', 'reason'];
/** The CSV keeps the raw sides of each change. */
const CSV_COLUMNS = ['id', 'at', 'actorLogin', 'actorRole', 'ip', 'action', 'target', 'before', 'after', 'reason'];

/** The audit log, filtered by action and target (kept in the URL), newest first. */
export default function AuditPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const target = params.get('target') ?? '';
  const page = Number(params.get('page') ?? 0) || 0;
  const [draft, setDraft] = useState({ action, target });
  const audit = useAudit({ action, target, page });
  const apply = (next: { action: string; target: string; page: number }) => {
    const entries = Object.entries({ action: next.action.trim(), target: next.target.trim(), page: next.page ? String(next.page) : '' }).filter(([, v]) => v);
    setParams(Object.fromEntries(entries));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...draft, page: 0 });
  };
  return (
    <>
      <h1 className={styles.title}>{t('audit.title')}</h1>
      <form className={`${styles.row} ${styles.panel}`} onSubmit={submit}>
        <input className={`${styles.input} ${styles.grow}`} value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.target.value })} placeholder={t('audit.action')} aria-label={t('audit.action')} list="console-audit-actions" data-testid="console-audit-action" />
        <datalist id="console-audit-actions">
          {AUDIT_ACTIONS.map((code) => (
            <option key={code} value={code} label={auditActionLabel(t, code)} />
          ))}
        </datalist>
        <input className={`${styles.input} ${styles.grow}`} value={draft.target} onChange={(e) => setDraft({ ...draft, target: e.target.value })} placeholder={t('audit.target')} aria-label={t('audit.target')} data-testid="console-audit-target" />
        <Button type="submit" variant="primary" size="s">
          {t('common.search')}
        </Button>
      </form>
      <p className={styles.muted}>{t('audit.hint')}</p>
      <RowsTable
        rows={audit.data}
        loading={audit.isPending}
        error={Boolean(audit.error)}
        columns={COLUMNS}
        csvColumns={CSV_COLUMNS}
        csvName="audit"
        exportTable={{ table: 'audit' }}
        page={page}
        onPage={(p) => apply({ action, target, page: p })}
        testId="console-audit"
        cell={(column, row) => {
          if (column === 'actorRole') return row.actorRole ? t(`roles.${String(row.actorRole)}`) : undefined;
          if (column === 'changes') return <AuditChanges before={row.before} after={row.after} />;
          if (column !== 'action') return undefined;
          const code = String(row.action);
          return <span title={code}>{auditActionLabel(t, code)}</span>;
        }}
      />
    </>
  );
}
