import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CONTENT_NS } from '../utils/content-texts';
import styles from './admin.module.css';
import editor from './content-editor.module.css';
import { ContentPreview } from './content-preview';

interface ContentFormFooterProps {
  /** The test ids' prefix: `promo` gives promo-save, promo-form-error and, with a preview, promo-preview-button and promo-preview. */
  testId: string;
  submitting: boolean;
  /** The form's own message (one not tied to a field) from the last refused save. */
  error: string | undefined;
  onCancel: () => void;
  /** The preview button and what it last showed; absent where the thing has no preview. */
  preview?: { show: () => void; pending: boolean; data: { lines: readonly string[]; warnings: readonly string[] } | undefined };
}

/** The buttons under a promo code, offer or mission editor, the form's refusal and the preview it asked for. */
export function ContentFormFooter({ testId, submitting, error, onCancel, preview }: ContentFormFooterProps) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <>
      <div className={editor.actions}>
        <Button type="submit" variant="primary" size="s" disabled={submitting} data-testid={`${testId}-save`}>
          {t('save')}
        </Button>
        {preview && (
          <Button variant="secondary" size="s" onClick={preview.show} disabled={preview.pending} data-testid={`${testId}-preview-button`}>
            {t('preview.show')}
          </Button>
        )}
        <Button variant="secondary" size="s" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
      {error && (
        <p className={styles.error} role="alert" data-testid={`${testId}-form-error`}>
          {error}
        </p>
      )}
      {preview?.data && <ContentPreview preview={preview.data} testId={`${testId}-preview`} />}
    </>
  );
}
