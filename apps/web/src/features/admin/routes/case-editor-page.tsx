import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { itemsPerOpen, LABEL_TYPES, toWire, type ConsoleCaseInput, type ConsoleCatalogCase } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useCatalogCase, useCatalogSections, useUpdateCase } from '../api/catalog';
import styles from '../components/admin.module.css';
import { DropTableEditor } from '../components/drop-table-editor';
import { QueryFrame } from '../components/query-frame';
import { CATALOG_NS } from '../utils/catalog-texts';

type Row = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const orNull = (v: string) => (v.trim() === '' ? null : Number(v));

function toInput(c: Row): Record<string, string | boolean> {
  const label = c.label as { type: string; name: string; color: string } | null;
  return {
    slug: String(c.slug),
    name: String(c.name),
    sectionId: num(c.sectionId),
    image: String(c.image ?? ''),
    labelType: label?.type ?? '',
    labelName: label?.name ?? '',
    labelColor: label?.color ?? '',
    level: num(c.level),
    locked: Boolean(c.locked),
    available: Boolean(c.available),
    opensLimit: num(c.opensLimit),
    isOffer: Boolean(c.isOffer),
    isLanding: Boolean(c.isLanding),
  };
}

function SettingsForm({ data }: { data: ConsoleCatalogCase }) {
  const { t } = useTranslation(CATALOG_NS);
  const sections = useCatalogSections();
  const update = useUpdateCase();
  const c = data.case;
  const [form, setForm] = useState(() => toInput(c));
  const text = (key: string, type = 'text') => (
    <label className={styles.row}>
      <span>{t(`catalog.fields.${key}`)}</span>
      <input className={styles.input} type={type} value={String(form[key])} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
    </label>
  );
  const flag = (key: string) => (
    <label className={styles.row}>
      <input type="checkbox" checked={Boolean(form[key])} onChange={(e) => setForm({ ...form, [key]: e.target.checked })} />
      <span>{t(`catalog.fields.${key}`)}</span>
    </label>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: ConsoleCaseInput = {
      slug: String(form.slug).trim(),
      name: String(form.name).trim(),
      sectionId: Number(form.sectionId),
      currency: c.currency === 'TASTY_COIN' ? 'TASTY_COIN' : 'GOLD',
      price: toWire(Number(c.price)),
      oldPrice: c.oldPrice === null || c.oldPrice === undefined ? null : toWire(Number(c.oldPrice)),
      image: String(form.image).trim(),
      label: form.labelType ? { type: form.labelType as (typeof LABEL_TYPES)[number], name: String(form.labelName), color: String(form.labelColor) } : null,
      level: Number(form.level) || 0,
      locked: Boolean(form.locked),
      available: Boolean(form.available),
      opensLimit: orNull(String(form.opensLimit)),
      everyNOpenFree: (c.everyNOpenFree as number | null) ?? null,
      multifixNumber: (c.multifixNumber as number | null) ?? null,
      isOffer: Boolean(form.isOffer),
      isLanding: Boolean(form.isLanding),
    };
    update.mutate({ id: Number(c.id), input });
  };
  return (
    <form className={styles.panel} onSubmit={submit} data-testid="case-settings">
      {text('name')}
      {text('slug')}
      <label className={styles.row}>
        <span>{t('catalog.fields.section')}</span>
        <select className={styles.select} value={String(form.sectionId)} onChange={(e) => setForm({ ...form, sectionId: e.target.value })}>
          {(sections.data ?? []).map((s) => (
            <option key={String(s.id)} value={String(s.id)}>
              {String(s.name)}
            </option>
          ))}
        </select>
      </label>
      {text('image')}
      <label className={styles.row}>
        <span>{t('catalog.fields.labelType')}</span>
        <select className={styles.select} value={String(form.labelType)} onChange={(e) => setForm({ ...form, labelType: e.target.value })}>
          <option value="">{t('catalog.fields.noLabel')}</option>
          {LABEL_TYPES.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </label>
      {form.labelType && text('labelName')}
      {form.labelType && text('labelColor')}
      {text('level', 'number')}
      {text('opensLimit', 'number')}
      <div className={styles.row}>
        {flag('available')}
        {flag('locked')}
        {flag('isOffer')}
        {flag('isLanding')}
      </div>
      <p className={styles.muted}>{t('catalog.priceNote')}</p>
      <Button type="submit" variant="primary" size="s" disabled={update.isPending}>
        {t('catalog.save')}
      </Button>
      {update.isSuccess && <span className={styles.ok}>{t('catalog.saved')}</span>}
      {update.error && (
        <p className={styles.error} role="alert">
          {isApiError(update.error) ? t(update.error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' })}
        </p>
      )}
    </form>
  );
}

/** One case: its settings and its drop table, published as a new catalog version. */
export default function CaseEditorPage() {
  const { t } = useTranslation(CATALOG_NS);
  const id = Number(useParams().id);
  const query = useCatalogCase(id);
  return (
    <QueryFrame query={query}>
      {(data) => (
        <>
          <Link to="/admin/catalog">{t('catalog.back')}</Link>
          <h1 className={styles.title}>{String(data.case.name)}</h1>
          <p className={styles.muted} data-testid="case-live-version">
            {data.version === null ? t('catalog.noVersion') : t('catalog.liveVersion', { version: data.version })}
          </p>
          <SettingsForm key={`settings-${data.version ?? 0}`} data={data} />
          <DropTableEditor
            key={`drops-${data.version ?? 0}`}
            caseId={id}
            initial={data.drops.map((d) => ({ itemId: d.itemId, name: d.name, price: d.price, chance: String(Math.round(d.chance * 100_000) / 1000) }))}
            price={Number(data.case.price)}
            everyNOpenFree={(data.case.everyNOpenFree as number | null) ?? null}
            itemsPerOpen={itemsPerOpen({ multifixNumber: (data.case.multifixNumber as number | null) ?? null, multicastRange: (data.case.multicastRange as number[] | null) ?? null })}
            rtpCeiling={data.rtpCeiling}
            publishedVolatility={typeof data.case.volatility === 'number' ? data.case.volatility : null}
          />
        </>
      )}
    </QueryFrame>
  );
}
