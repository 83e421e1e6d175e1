import { shareToPercent } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { CATALOG_NS } from '../utils/catalog-texts';
import styles from './admin.module.css';

/** A refused catalog call in plain Russian: the console's own wording when it has one (with the figures), else the error catalogue's. */
export function CatalogError({ error }: { error: unknown }) {
  const { t } = useTranslation(CATALOG_NS);
  if (!error) return null;
  const text = isApiError(error)
    ? t(`refusals.${error.code}`, { defaultValue: t(error.code, { ns: 'errors' }), ...refusalFigures(error.parameters) })
    : t('unpredicted', { ns: 'errors' });
  return (
    <p className={styles.error} role="alert" data-testid="catalog-error">
      {text}
    </p>
  );
}

/** The returns a refusal names (sent as fractions: percentages with two places) and the case it names. */
function refusalFigures(parameters: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['rtp', 'ceiling', 'min']) {
    const value = parameters[key];
    if (typeof value === 'number') out[key] = shareToPercent(value).toFixed(2);
  }
  if (typeof parameters.caseName === 'string') out.caseName = parameters.caseName;
  return out;
}
