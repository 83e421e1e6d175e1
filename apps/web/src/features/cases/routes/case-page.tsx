import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useCase } from '../api/get-case';
import { CasePageSkeleton } from '../components/case-page-skeleton';
import { CaseView } from '../components/case-view';
import styles from './case-page.module.css';

/** /open/{caseName}: the case, its opening and its contents. */
export default function CasePage() {
  const { t } = useTranslation('cases');
  const { caseName = '' } = useParams();
  const query = useCase(caseName);

  let body;
  if (query.isPending) {
    body = <CasePageSkeleton />;
  } else if (query.isError) {
    const notFound = isApiError(query.error) && query.error.code === 'caseNotFound';
    body = (
      <EmptyState
        icon={notFound ? 'gift' : 'alert'}
        headingLevel="h1"
        title={notFound ? t('page.notFoundTitle') : t('page.errorTitle')}
        text={notFound ? t('page.notFoundText') : t('page.errorText')}
        testId="case-error"
        actions={
          <>
            {!notFound && (
              <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
                <Icon name="refresh" size={18} />
                {t('home.retry')}
              </Button>
            )}
            <ButtonLink to={paths.home} variant={notFound ? 'primary' : 'secondary'}>
              {t('page.allCases')}
            </ButtonLink>
          </>
        }
      />
    );
  } else {
    body = <CaseView key={query.data.name} details={query.data} />;
  }

  return (
    <div className={styles.page}>
      <Link to={paths.home} className={styles.back}>
        <Icon name="arrowLeft" size={18} />
        {t('page.allCases')}
      </Link>
      {body}
    </div>
  );
}
