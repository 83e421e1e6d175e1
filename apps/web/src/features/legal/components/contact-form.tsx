import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_MESSAGE_MAX_LENGTH, ContactMessageRequest } from '@tastydrop/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import fieldStyles from '../../../components/ui/field.module.css';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/get-me';
import { useSendContactMessage } from '../api/send-contact-message';
import styles from './contact-cards.module.css';

type Values = { email: string; message: string };

/** The support form shown when the operator has no support address: the message is stored for the operator. */
export function ContactForm() {
  const { t } = useTranslation('legal');
  const session = useSession();
  const send = useSendContactMessage();
  const [sent, setSent] = useState<string | null>(null);
  const messageId = useId();
  const form = useForm<Values>({ resolver: zodResolver(ContactMessageRequest), defaultValues: { email: session.user?.personal.email ?? '', message: '' } });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch('message').length;

  const submit = form.handleSubmit(async (values) => {
    setSent(null);
    try {
      const result = await send.mutateAsync(values);
      setSent(result.msg);
      form.reset({ email: values.email, message: '' });
    } catch (failure) {
      form.setError('root', { message: t(isApiError(failure) ? failure.code : 'unpredicted', { ns: 'errors' }) });
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="contact-form">
      <TextField
        label={t('contacts.form.email')}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email ? t('contacts.form.emailInvalid') : undefined}
        data-testid="contact-email"
        {...form.register('email')}
      />
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={messageId}>
          {t('contacts.form.message')}
        </label>
        <textarea
          id={messageId}
          className={[fieldStyles.input, styles.textarea, errors.message && fieldStyles.invalid].filter(Boolean).join(' ')}
          rows={5}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          placeholder={t('contacts.form.messagePlaceholder')}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${messageId}-help`}
          data-testid="contact-message"
          {...form.register('message')}
        />
        <span id={`${messageId}-help`} className={errors.message ? fieldStyles.error : styles.counter} role={errors.message ? 'alert' : undefined}>
          {errors.message ? t('contacts.form.messageInvalid') : t('contacts.form.counter', { length, max: CONTACT_MESSAGE_MAX_LENGTH })}
        </span>
      </div>
      {errors.root?.message && (
        <p className={fieldStyles.error} role="alert">
          {errors.root.message}
        </p>
      )}
      {sent && (
        <p className={styles.sent} role="status" data-testid="contact-sent">
          {sent}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting} data-testid="contact-submit">
        {t('contacts.form.submit')}
      </Button>
    </form>
  );
}
