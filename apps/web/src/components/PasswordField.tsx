import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useT } from '@/lib/i18n';

/**
 * Password field with a show/hide button reachable with the keyboard. The button's label
 * does not repeat 'mot de passe' so that each field keeps a unique accessible name.
 */
export function PasswordField(props: PasswordInputProps) {
  const t = useT();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleIcon={({ reveal }) =>
        reveal ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />
      }
      {...props}
      visibilityToggleButtonProps={{
        'aria-label': t.common.showHide,
        title: t.common.showHide,
      }}
    />
  );
}
