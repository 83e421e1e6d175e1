import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BattlePassContent, type BattlePassEditor } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { usePassEditor, useSavePassDraft } from '../api/events-content';
import styles from '../components/admin.module.css';
import { ContentEditorFrame } from '../components/content-editor-frame';
import { IssueList, PublishBar, TextField } from '../components/content-editor-parts';
import local from '../components/content.module.css';
import { contentIssues, numberOf } from '../utils/content-form';
import { EVENTS_NS } from '../utils/events-texts';

type Level = { cost: string; rewardCoins: string; rewardMoney: string; rewardCases: string };

/** `12×2, 15×1`: case id × opens. */
const casesText = (cases: { caseId: number; opens: number }[]) => cases.map((c) => `${c.caseId}×${c.opens}`).join(', ');
const casesOf = (text: string) =>
  text
    .split(/[,;]+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [id, opens] = s.split(/[×x*]/).map((v) => v.trim());
      return { caseId: numberOf(id ?? ''), opens: opens === undefined ? 1 : numberOf(opens) };
    });

/** The pass's levels in order: coins to reach each, and what claiming it gives. */
export function PassForm({ editor }: { editor: BattlePassEditor }) {
  const { t } = useTranslation(EVENTS_NS);
  const save = useSavePassDraft();
  const [levels, setLevels] = useState<Level[]>(() =>
    (editor.draft ?? editor.live).levels.map((l) => ({ cost: String(l.cost), rewardCoins: String(l.rewardCoins), rewardMoney: String(l.rewardMoney), rewardCases: casesText(l.rewardCases) })),
  );
  const { content, issues } = contentIssues(BattlePassContent, {
    levels: levels.map((l, i) => ({ level: i + 1, cost: numberOf(l.cost), rewardCoins: numberOf(l.rewardCoins || '0'), rewardMoney: numberOf(l.rewardMoney || '0'), rewardCases: casesOf(l.rewardCases) })),
  });
  const setLevel = (i: number, patch: Partial<Level>) => setLevels(levels.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <>
      <section className={styles.panel} data-testid="pass-form">
        <h3 className={styles.panelTitle}>{t('fields.levels')}</h3>
        <div className={local.list}>
          {levels.map((l, i) => (
            <div key={i} className={local.listRow} data-testid={`pass-level-${i + 1}`}>
              <TextField label={`${t('fields.level')} ${i + 1}: ${t('fields.cost')}`} value={l.cost} onChange={(cost) => setLevel(i, { cost })} type="number" testId={`level-cost-${i + 1}`} />
              <TextField label={t('fields.rewardCoins')} value={l.rewardCoins} onChange={(rewardCoins) => setLevel(i, { rewardCoins })} type="number" testId={`level-coins-${i + 1}`} />
              <TextField label={t('fields.rewardMoney')} value={l.rewardMoney} onChange={(rewardMoney) => setLevel(i, { rewardMoney })} type="number" testId={`level-money-${i + 1}`} />
              <TextField label={t('fields.rewardCases')} value={l.rewardCases} onChange={(rewardCases) => setLevel(i, { rewardCases })} />
              <Button variant="secondary" size="xs" disabled={i !== levels.length - 1} onClick={() => setLevels(levels.slice(0, -1))}>
                {t('remove')}
              </Button>
            </div>
          ))}
          <div>
            <Button
              variant="secondary"
              size="xs"
              onClick={() => setLevels([...levels, { cost: String(numberOf(levels.at(-1)?.cost ?? '0') + 100 || 100), rewardCoins: '1', rewardMoney: '0', rewardCases: '' }])}
            >
              {t('addLevel')}
            </Button>
          </div>
        </div>
        <IssueList issues={issues} />
      </section>
      <PublishBar kind="pass" editor={editor} content={content} save={save} />
    </>
  );
}

/** An event's battle pass, edited as a draft and published as a version; claimed rewards never change. */
export default function PassEditorPage() {
  const { t } = useTranslation(EVENTS_NS);
  const id = Number(useParams().id);
  const query = usePassEditor(id);
  return (
    <ContentEditorFrame
      query={query}
      header={(editor) => (
        <>
          <Link to={`/admin/events/${id}`}>{t('back')}</Link>
          <h1 className={styles.title}>
            {t('editPass')} <span className={styles.muted}>({editor.slug})</span>
          </h1>
        </>
      )}
      form={(editor) => <PassForm editor={editor} />}
    />
  );
}
