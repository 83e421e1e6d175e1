import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import styles from './instructions-page.module.css';

interface TitledText {
  title: string;
  text: string;
}

const FORMULA = `hmac   = HMAC_SHA512(key = serverSeed, message = clientSeed + ":" + nonce + ":" + cursor)
x      = parseInt(hex(hmac).slice(0, 13), 16) / 2^52      // [0, 1)
ticket = floor(x * 100000) + 1                            // 1 … 100000`;

// Computed with this very formula; the seeds are an illustration, not a real game.
const EXAMPLE = `serverSeed   = 7f3a9c2e5b1d4f8a6c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d2f4a
SHA-256      = 95159b8002f7d9ebee7e6d4c1d88389ca96e168cdd68268b18e33c28302d0572
clientSeed   = tastydrop-player-42
nonce        = 7
cursor       = 0

message      = "tastydrop-player-42:7:0"
HMAC-SHA512  = 0d16b90c4dd9aa511efc9d4ec2a3ae52894edf3a218cd5f6fb78b982d78761a5
               9b794ed4a5f15b8fc89048a6bd22cd4371404e2ba1cdb385451b97452cb95f95
first 52 bit = 0x0d16b90c4dd9a = 230259920526746
x            = 230259920526746 / 2^52 = 0.05112797308343042
ticket       = floor(0.05112797308343042 * 100000) + 1 = 5113`;

const SNIPPET = `const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function sha256(text) {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

async function roll(serverSeed, clientSeed, nonce, cursor) {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-512' }, false, ['sign']);
  const mac = hex(await crypto.subtle.sign('HMAC', key, encoder.encode(\`\${clientSeed}:\${nonce}:\${cursor}\`)));
  const x = parseInt(mac.slice(0, 13), 16) / 2 ** 52;
  return Math.floor(x * 100000) + 1;
}

const seed = '7f3a9c2e5b1d4f8a6c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d2f4a';
console.log(await sha256(seed));                          // 95159b80…302d0572
console.log(await roll(seed, 'tastydrop-player-42', 7, 0)); // 5113`;

function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('fairness');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <button type="button" className={styles.copy} onClick={copy} aria-live="polite">
      {copied ? t('instructions.verify.copied') : t('instructions.verify.copy')}
    </button>
  );
}

/** /provably-fair/instructions: how every result is computed and how a player checks it. */
export default function InstructionsPage() {
  const { t } = useTranslation('fairness');
  const steps = asList<TitledText>(t('instructions.steps.items', { returnObjects: true }));
  const notes = asList<string>(t('instructions.formula.notes', { returnObjects: true }));
  const mapping = asList<TitledText>(t('instructions.mapping.items', { returnObjects: true }));
  const battles = asList<string>(t('instructions.battles.paragraphs', { returnObjects: true }));

  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('instructions.title')}</h1>
        <p className={styles.lead}>{t('instructions.lead')}</p>
      </header>

      <Section id="pf-steps" title={t('instructions.steps.title')}>
        <ol className={styles.steps}>
          {steps.map((step, i) => (
            <li key={i} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.text}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="pf-formula" title={t('instructions.formula.title')}>
        <p className={styles.text}>{t('instructions.formula.intro')}</p>
        <pre className={styles.code} tabIndex={0}>
          <code>{FORMULA}</code>
        </pre>
        <ul className={styles.notes}>
          {notes.map((note, i) => (
            <li key={i}>{note}</li>
          ))}
        </ul>
      </Section>

      <Section id="pf-mapping" title={t('instructions.mapping.title')}>
        <div className={styles.cards}>
          {mapping.map((item, i) => (
            <div key={i} className={styles.card}>
              <h3 className={styles.cardTitle}>{item.title}</h3>
              <p className={styles.text}>{item.text}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section id="pf-example" title={t('instructions.example.title')}>
        <p className={styles.text}>{t('instructions.example.intro')}</p>
        <pre className={styles.code} tabIndex={0}>
          <code>{EXAMPLE}</code>
        </pre>
        <p className={styles.text}>{t('instructions.example.outro')}</p>
      </Section>

      <Section id="pf-battles" title={t('instructions.battles.title')}>
        {battles.map((paragraph, i) => (
          <p key={i} className={styles.text}>
            {paragraph}
          </p>
        ))}
      </Section>

      <Section id="pf-verify" title={t('instructions.verify.title')}>
        <div className={styles.actions}>
          <Link to={paths.fairSettings} className={styles.action}>
            <span className={styles.actionTitle}>{t('instructions.verify.settings.title')}</span>
            <span className={styles.text}>{t('instructions.verify.settings.text')}</span>
            <span className={styles.actionLink}>{t('instructions.verify.settings.link')}</span>
          </Link>
          <Link to={paths.fairCheck} className={styles.action}>
            <span className={styles.actionTitle}>{t('instructions.verify.check.title')}</span>
            <span className={styles.text}>{t('instructions.verify.check.text')}</span>
            <span className={styles.actionLink}>{t('instructions.verify.check.link')}</span>
          </Link>
        </div>
        <div className={styles.snippetHead}>
          <h3 className={styles.cardTitle}>{t('instructions.verify.snippetTitle')}</h3>
          <CopyButton text={SNIPPET} />
        </div>
        <p className={styles.text}>{t('instructions.verify.snippetText')}</p>
        <pre className={styles.code} tabIndex={0}>
          <code>{SNIPPET}</code>
        </pre>
      </Section>
    </article>
  );
}
