import type { AdditionalField } from '@tastydrop/domain';
import { checkPhone } from '@tastydrop/domain/payment-fields';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import fieldStyles from '../../../components/ui/field.module.css';
import { TextField } from '../../../components/ui/text-field';
import type { RefillFormValues } from '../utils/refill-form-schema';
import styles from './refill-form.module.css';

interface ExtraFieldsProps {
  fields: AdditionalField[];
  iso: string;
  register: UseFormRegister<RefillFormValues>;
  setValue: UseFormSetValue<RefillFormValues>;
  errors: FieldErrors<RefillFormValues>;
}

const INPUT: Record<string, { type: string; autoComplete: string; inputMode?: 'tel' | 'email' | 'numeric' }> = {
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  first_name: { type: 'text', autoComplete: 'given-name' },
  last_name: { type: 'text', autoComplete: 'family-name' },
  doc_number: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
};

function SelectField({ field, error, register }: { field: AdditionalField; error?: string; register: UseFormRegister<RefillFormValues> }) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {field.label}
      </label>
      <select id={id} className={`${fieldStyles.input} ${styles.fieldSelect}`} aria-invalid={error ? true : undefined} {...register(`fields.${field.name}`)}>
        {(field.options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <span className={fieldStyles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** The method's extra fields; a valid phone is shown in international format. */
export function ExtraFields({ fields, iso, register, setValue, errors }: ExtraFieldsProps) {
  const { t } = useTranslation('payments');
  if (fields.length === 0) return null;
  const errorOf = (name: string) => {
    const message = errors.fields?.[name]?.message;
    return message ? t(`form.errors.${message}`) : undefined;
  };
  return (
    <fieldset className={styles.fields}>
      <legend className={styles.label}>{t('form.fields')}</legend>
      {fields.map((field) =>
        field.options && field.options.length > 0 ? (
          <SelectField key={field.name} field={field} error={errorOf(field.name)} register={register} />
        ) : (
          <TextField
            key={field.name}
            label={field.label}
            error={errorOf(field.name)}
            required={field.required}
            data-testid={`refill-field-${field.name}`}
            {...INPUT[field.name]}
            {...register(`fields.${field.name}`, {
              onBlur: (event: { target: { value: string } }) => {
                if (field.name !== 'phone') return;
                const phone = checkPhone(event.target.value, iso);
                if (phone.international) setValue('fields.phone', phone.international);
              },
            })}
          />
        ),
      )}
    </fieldset>
  );
}
