import { Box, Drawer } from '@mantine/core';
import { useLayoutEffect, useState } from 'react';
import { Sidebar } from './Sidebar';

/** The sidebar in a drawer, on phones. Loaded when first opened (AppLayout). */
export function NavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // Mounted by the tap that opens it: drawn closed once, then opened, so that it slides in and
  // gives the focus back to the menu button when it closes, as when it was already there. Opened
  // from a layout effect, a synchronous render whose effects run before the focus trap's timer,
  // so that the menu button is noted as the focus to give back (AppLayout).
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      size={280}
      padding={0}
      withCloseButton={false}
      // Names the dialog for screen readers; the sidebar shows its own header.
      title="Menu latéral"
      styles={{ header: { display: 'none' } }}
    >
      <Box h="100dvh">
        <Sidebar onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
