import { Fragment, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSiteConfig } from '../../../lib/site-config';
import { goToSection, useActiveSection } from '../hooks/use-active-section';
import { documentAnchor, legalValues, sectionAnchor, toSections, type LegalDocumentKey } from '../utils/legal-content';
import { LegalRelated } from './legal-related';
import { LegalSection } from './legal-section';
import { LegalToc, type TocGroup } from './legal-toc';
import styles from './legal-document.module.css';

interface LegalDocumentProps {
  /** Documents of the `legal` namespace shown one after another. */
  parts: readonly [LegalDocumentKey, ...LegalDocumentKey[]];
  /** Page heading when several documents share the page; a single document uses its own title. */
  title?: string;
  /** Shown under the heading, before the text (contact cards, a lead paragraph). */
  intro?: ReactNode;
  /** Interpolation values of this page's own texts, besides the company data. */
  extraValues?: Record<string, string>;
}

/** A legal page: heading, table of contents and numbered sections, with company data from the site config. */
export function LegalDocument({ parts, title, intro, extraValues }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  const config = useSiteConfig();
  const { hash } = useLocation();
  const values = useMemo(() => ({ ...legalValues(config, window.location.origin), ...extraValues }), [config, extraValues]);
  const several = parts.length > 1;

  const docs = parts.map((key) => ({
    key,
    title: t(`${key}.title`),
    updated: t(`${key}.updated`, { defaultValue: '' }),
    sections: toSections(t(`${key}.sections`, { returnObjects: true, ...values })),
  }));
  const groups: TocGroup[] = docs.map((doc) => ({
    title: several ? doc.title : undefined,
    items: doc.sections.map((section, i) => ({ id: sectionAnchor(doc.key, i), label: section.heading })),
  }));
  const idsKey = groups.flatMap((g) => g.items.map((item) => item.id)).join(' ');
  const ids = useMemo(() => (idsKey ? idsKey.split(' ') : []), [idsKey]);
  const activeId = useActiveSection(ids);

  // A link such as /user-agreement#user-agreement-7 opens at that section.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id || !ids.includes(id)) return;
    // After the layout's own scroll handling for the navigation has run.
    const frame = requestAnimationFrame(() => goToSection(id));
    return () => cancelAnimationFrame(frame);
  }, [hash, ids]);

  const [first] = docs;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title ?? first?.title}</h1>
        {!several && first?.updated && <p className={styles.updated}>{first.updated}</p>}
        {intro}
      </header>
      <div className={styles.layout}>
        <LegalToc groups={groups} activeId={activeId} />
        <article className={styles.body}>
          {docs.map((doc) => (
            <Fragment key={doc.key}>
              {several && (
                <header id={documentAnchor(doc.key)} className={styles.part}>
                  <h2 className={styles.partTitle}>{doc.title}</h2>
                  {doc.updated && <p className={styles.updated}>{doc.updated}</p>}
                </header>
              )}
              {doc.sections.map((section, i) => (
                <LegalSection key={i} id={sectionAnchor(doc.key, i)} section={section} level={several ? 3 : 2} />
              ))}
            </Fragment>
          ))}
          <LegalRelated current={parts[0]} />
        </article>
      </div>
    </div>
  );
}
