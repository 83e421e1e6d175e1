import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useFaq } from '../api/get-faq';
import { FaqBrowser } from '../components/faq-browser';
import { FaqMessage } from '../components/faq-message';
import { FaqSkeleton } from '../components/faq-skeleton';
import { GuideModal } from '../components/guide-modal';
import styles from './faq-page.module.css';

/** /faq: the questions of GET /api/v1/page/faq with search, categories and deep links (`#q-19`). */
export default function FaqPage() {
  const { t } = useTranslation('faq');
  const faq = useFaq();
  const [guide, setGuide] = useState(false);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <Button variant="secondary" size="s" className={styles.guide} onClick={() => setGuide(true)} data-testid="guide-open">
          {t('guide.open')}
        </Button>
      </header>
      {guide && <GuideModal onClose={() => setGuide(false)} />}

      {faq.isPending && <FaqSkeleton />}
      {faq.isError && (
        <FaqMessage
          tone="error"
          title={t('error.title')}
          text={t('error.text')}
          action={
            <Button onClick={() => void faq.refetch()} disabled={faq.isFetching}>
              {t('error.retry')}
            </Button>
          }
        />
      )}
      {faq.isSuccess && <FaqBrowser categories={faq.data} />}

      <aside className={styles.support} aria-labelledby="faq-support-title">
        <div>
          <h2 id="faq-support-title" className={styles.supportTitle}>
            {t('support.title')}
          </h2>
          <p className={styles.supportText}>{t('support.text')}</p>
        </div>
        <ButtonLink to={paths.contacts} variant="secondary">
          {t('support.link')}
        </ButtonLink>
      </aside>
    </div>
  );
}
