import { Box, Drawer } from '@mantine/core';
import { useT } from '@/lib/i18n';
import { useOpenedOnceMounted } from '@/lib/use-opened-once-mounted';
import { Sidebar } from './Sidebar';

/** The sidebar in a drawer, on phones. Loaded when first opened (AppLayout). */
export function NavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // Mounted by the tap that opens it: opened once mounted, so that it slides in and gives the
  // focus back to the menu button when it closes.
  const shown = useOpenedOnceMounted(opened);
  const t = useT();
  return (
    <Drawer
      opened={shown}
      onClose={onClose}
      size={280}
      padding={0}
      withCloseButton={false}
      // Names the dialog for screen readers; the sidebar shows its own header.
      title={t.shell.sideMenu}
      styles={{ header: { display: 'none' } }}
    >
      <Box h="100dvh">
        <Sidebar onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
