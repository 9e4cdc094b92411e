import { Modal, NumberInput, Text, type NumberInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useOpenedOnceMounted } from '@/lib/use-opened-once-mounted';

/** The modals of the fund pages: full screen on phones, titled, closable by 'Fermer'. */
export function FundModal({
  opened,
  onClose,
  title,
  fullScreen,
  children,
  busy = false,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  fullScreen?: boolean;
  children: ReactNode;
  busy?: boolean;
}) {
  // Mounted by the click that opens it, on first use (FundPage).
  const shown = useOpenedOnceMounted(opened);
  return (
    <Modal
      opened={shown}
      onClose={busy ? () => undefined : onClose}
      title={title}
      centered
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
}

/** Whole francs CFA, French grouping ('12 500'), no sign, no decimals (rulings R3). */
export function XafInput(props: Omit<NumberInputProps, 'allowDecimal' | 'allowNegative' | 'thousandSeparator'>) {
  return (
    <NumberInput
      size="md"
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator={'\u202f'}
      hideControls
      inputMode="numeric"
      max={100_000_000}
      clampBehavior="none"
      rightSection={
        <Text size="sm" c="dimmed" pr={8}>
          XAF
        </Text>
      }
      rightSectionWidth={52}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
    />
  );
}

/** The number a XafInput holds, or null when it is empty. */
export function amountOf(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const digits = value.replace(/[\s\u202f\u00a0]/g, '');
  if (digits === '') return null;
  const parsed = Number(digits);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A failure toast body: what failed, then the server's French reason. */
export function failureContent(title: string, error: unknown) {
  return (
    <>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="sm">{errorMessage(error)}</Text>
    </>
  );
}

/** Messages of a positive whole amount (the shared schema's wording). */
export function amountError(amount: number | null, { allowZero = false } = {}): string | null {
  if (amount === null) return 'Le montant est obligatoire.';
  if (!Number.isInteger(amount)) return 'Le montant doit être un nombre entier de francs CFA (pas de centimes).';
  if (amount < 0 || (!allowZero && amount === 0)) {
    return allowZero ? 'Le montant ne peut pas être négatif.' : 'Le montant doit être supérieur à 0.';
  }
  if (amount > 100_000_000) return 'Le montant ne peut pas dépasser 100 000 000 XAF.';
  return null;
}
