import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { call, errorMessage } from '@/lib/api-client';
import { saveSession, sessionRemembered } from '@/lib/session';

/**
 * POST /api/auth/switchAssociation (switchAssociation): a new session scoped to another of the
 * person's associations; the server revokes the old one. It answers like a successful login, never
 * 'ongoing', and always names its association.
 */
export function switchAssociation(associationId: number) {
  return call('switchAssociation', { body: { associationId } });
}

/**
 * Switches, then stores the new session as a login does (kept on this device if the old one was),
 * after dropping every cached answer: nothing of the previous association may stay on screen. The
 * signed-in pages are drawn again from scratch (RequireAuth keys them by association), from the
 * dashboard.
 */
export function useSwitchAssociation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: switchAssociation,
    onSuccess: async (answer) => {
      const remember = sessionRemembered();
      await queryClient.cancelQueries();
      queryClient.clear();
      saveSession(answer, remember);
      void navigate(paths.dashboard.href());
      toast.success(`Vous êtes maintenant dans ${answer.association.nom}`, {
        title: 'Association changée',
        long: true,
      });
    },
    onError: (error) => toast.failure(errorMessage(error), { title: 'Changement impossible', long: true }),
  });
}
