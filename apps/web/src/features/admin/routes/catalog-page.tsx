import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useCaseVisibility, useCatalogCases, useCatalogSections, useCatalogVersions, useCreateCase, useCreateSection, useReorderCases, useRollback, useSectionVisibility } from '../api/catalog';
import styles from '../components/admin.module.css';
import { PriceImportPanel } from '../components/price-import-panel';
import { ReasonAction } from '../components/reason-action';
import { RowsTable } from '../components/rows-table';
import { CATALOG_NS } from '../utils/catalog-texts';

const TABS = ['cases', 'sections', 'versions', 'prices'] as const;

function ErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation(CATALOG_NS);
  if (!error) return null;
  return (
    <p className={styles.error} role="alert">
      {isApiError(error) ? t(error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' })}
    </p>
  );
}

function CasesTab() {
  const { t } = useTranslation(CATALOG_NS);
  const cases = useCatalogCases();
  const sections = useCatalogSections();
  const create = useCreateCase();
  const visibility = useCaseVisibility();
  const reorder = useReorderCases();
  const [draft, setDraft] = useState({ slug: '', name: '', sectionId: '' });
  const ids = (cases.data ?? []).map((c) => Number(c.id));
  const move = (id: number, by: number) => {
    const from = ids.indexOf(id);
    const to = from + by;
    if (to < 0 || to >= ids.length) return;
    const next = [...ids];
    [next[from], next[to]] = [next[to]!, next[from]!];
    reorder.mutate(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({
      slug: draft.slug.trim(),
      name: draft.name.trim(),
      sectionId: Number(draft.sectionId),
      currency: 'GOLD',
      price: 0,
      oldPrice: null,
      image: '',
      label: null,
      volatility: 2,
      level: 0,
      locked: false,
      available: true,
      opensLimit: null,
      everyNOpenFree: null,
      multifixNumber: null,
      isOffer: false,
      isLanding: false,
    });
  };
  return (
    <>
      <form className={`${styles.row} ${styles.panel}`} onSubmit={submit} data-testid="catalog-new-case">
        <strong>{t('catalog.newCase')}</strong>
        <input className={styles.input} placeholder={t('catalog.fields.slug')} aria-label={t('catalog.fields.slug')} value={draft.slug} onChange={(e) => setDraft({ ...draft, slug: e.target.value })} required pattern="[a-z0-9][a-z0-9\-]*" />
        <input className={styles.input} placeholder={t('catalog.fields.name')} aria-label={t('catalog.fields.name')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} required />
        <select className={styles.select} aria-label={t('catalog.fields.section')} value={draft.sectionId} onChange={(e) => setDraft({ ...draft, sectionId: e.target.value })} required>
          <option value="">{t('catalog.fields.section')}</option>
          {(sections.data ?? []).map((s) => (
            <option key={String(s.id)} value={String(s.id)}>
              {String(s.name)}
            </option>
          ))}
        </select>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={create.isPending}>
          {t('catalog.create')}
        </button>
        {create.data && <Link to={`/admin/catalog/${create.data.id}`}>{t('catalog.edit')}</Link>}
      </form>
      <ErrorText error={create.error ?? visibility.error ?? reorder.error} />
      <RowsTable
        rows={cases.data}
        loading={cases.isPending}
        error={Boolean(cases.error)}
        columns={['id', 'slug', 'name', 'section', 'price', 'volatility', 'available', 'hidden', 'published']}
        csvName="cases"
        testId="catalog-cases"
        cell={(column, row) => (column === 'name' ? <Link to={`/admin/catalog/${String(row.id)}`}>{String(row.name)}</Link> : undefined)}
        actions={(row) => (
          <div className={styles.row}>
            <button type="button" className={`${styles.button} ${styles.small}`} aria-label={t('catalog.up')} onClick={() => move(Number(row.id), -1)} disabled={reorder.isPending}>
              ↑
            </button>
            <button type="button" className={`${styles.button} ${styles.small}`} aria-label={t('catalog.down')} onClick={() => move(Number(row.id), 1)} disabled={reorder.isPending}>
              ↓
            </button>
            <button type="button" className={`${styles.button} ${styles.small}`} onClick={() => visibility.mutate({ id: Number(row.id), hidden: !row.hidden })} disabled={visibility.isPending}>
              {row.hidden ? t('catalog.show') : t('catalog.hide')}
            </button>
          </div>
        )}
      />
    </>
  );
}

function SectionsTab() {
  const { t } = useTranslation(CATALOG_NS);
  const sections = useCatalogSections();
  const create = useCreateSection();
  const visibility = useSectionVisibility();
  const [draft, setDraft] = useState({ slug: '', name: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ slug: draft.slug.trim(), name: draft.name.trim() });
  };
  return (
    <>
      <form className={`${styles.row} ${styles.panel}`} onSubmit={submit}>
        <strong>{t('catalog.newSection')}</strong>
        <input className={styles.input} placeholder={t('catalog.fields.slug')} aria-label={t('catalog.fields.slug')} value={draft.slug} onChange={(e) => setDraft({ ...draft, slug: e.target.value })} required pattern="[a-z0-9][a-z0-9\-]*" />
        <input className={styles.input} placeholder={t('catalog.fields.name')} aria-label={t('catalog.fields.name')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} required />
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={create.isPending}>
          {t('catalog.create')}
        </button>
      </form>
      <ErrorText error={create.error ?? visibility.error} />
      <RowsTable
        rows={sections.data}
        loading={sections.isPending}
        error={Boolean(sections.error)}
        columns={['id', 'slug', 'name', 'sort', 'status', 'isEvent', 'showOnMain', 'showInBattles']}
        csvName="sections"
        actions={(row) => (
          <button type="button" className={`${styles.button} ${styles.small}`} onClick={() => visibility.mutate({ id: Number(row.id), hidden: row.status !== 'hidden' })} disabled={visibility.isPending}>
            {row.status === 'hidden' ? t('catalog.show') : t('catalog.hide')}
          </button>
        )}
      />
    </>
  );
}

function VersionsTab() {
  const { t } = useTranslation(CATALOG_NS);
  const versions = useCatalogVersions();
  const rollback = useRollback();
  const liveId = versions.data?.[0]?.id;
  return (
    <>
      <ErrorText error={rollback.error} />
      <RowsTable
        rows={versions.data}
        loading={versions.isPending}
        error={Boolean(versions.error)}
        columns={['id', 'createdAt', 'note', 'actorId', 'rolledBackFrom', 'cases']}
        csvName="catalog-versions"
        testId="catalog-versions"
        actions={(row) => (row.id === liveId ? null : <ReasonAction label={t('catalog.rollback')} danger busy={rollback.isPending} onConfirm={(reason) => rollback.mutate({ id: Number(row.id), reason })} />)}
      />
    </>
  );
}

/** The catalog: cases (order, visibility, new ones), sections, published versions with rollback, and the price import. */
export default function CatalogPage() {
  const { t } = useTranslation(CATALOG_NS);
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as (typeof TABS)[number]) : 'cases';
  return (
    <>
      <h1 className={styles.title}>{t('catalog.title')}</h1>
      <div className={styles.tabs} role="tablist">
        {TABS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={k === tab} className={`${styles.button} ${styles.small} ${k === tab ? styles.tabActive : ''}`} onClick={() => setParams(k === 'cases' ? {} : { tab: k })}>
            {t(`catalog.tabs.${k}`)}
          </button>
        ))}
      </div>
      {tab === 'cases' && <CasesTab />}
      {tab === 'sections' && <SectionsTab />}
      {tab === 'versions' && <VersionsTab />}
      {tab === 'prices' && <PriceImportPanel />}
    </>
  );
}
