import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequest } from '@tastydrop/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useLogin } from '../hooks/use-sign-in';
import styles from './sign-in.module.css';

// The credentials branch of the domain's login request schema.
const Credentials = LoginRequest.options[0];
type Credentials = z.infer<typeof Credentials>;

export function LoginForm({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('auth');
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials>({ resolver: zodResolver(Credentials), defaultValues: { login: '', password: '' } });

  const submit = handleSubmit((values) => loginMutation.mutate(values));

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('form.login')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.login ? t('form.loginError') : undefined}
        {...register('login')}
      />
      <TextField
        label={t('form.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password ? t('form.passwordError') : undefined}
        {...register('password')}
      />
      <Button type="submit" size="l" block disabled={disabled || loginMutation.isPending}>
        {loginMutation.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
