import { Button, type ButtonProps } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import { contactHref, useAssociation } from '@/api/get-association';
import { useT } from '@/lib/i18n';

/**
 * 'Contactez-nous' opens the association's WhatsApp, or calls its number (rulings R9).
 * It is a link: it never submits the form it sits next to.
 */
export function ContactButton(props: ButtonProps) {
  const t = useT();
  const { data, isPending } = useAssociation();
  const href = contactHref(data);
  const whatsapp = href?.startsWith('https://wa.me/') ?? false;
  if (!href) {
    return (
      <Button
        variant="default"
        disabled={!isPending}
        loading={isPending}
        {...props}
        title={isPending ? undefined : t.login.contactMissing}
      >
        {t.login.contact}
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={href}
      target={whatsapp ? '_blank' : undefined}
      rel={whatsapp ? 'noopener noreferrer' : undefined}
      variant="default"
      leftSection={whatsapp ? <IconBrandWhatsapp size={18} aria-hidden /> : <IconPhone size={18} aria-hidden />}
      {...props}
    >
      {t.login.contact}
    </Button>
  );
}
