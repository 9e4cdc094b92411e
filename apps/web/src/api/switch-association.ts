import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@quartier/shared';
import { useNavigate } from 'react-router';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { api, errorMessage, shape } from '@/lib/api-client';
import { isRecord } from '@/lib/checks';
import { saveSession, sessionRemembered } from '@/lib/session';
import { loginShape } from './shapes';

type SwitchAnswer = Extract<LoginResponse, { status: 'success' }>;

/** A switch answers like a successful login, never 'ongoing', and always names its association. */
const switchShape = shape<SwitchAnswer>(
  (body) => body.status === 'success' && isRecord(body.association) && loginShape.safeParse(body).success,
);

/**
 * POST /api/auth/switchAssociation (switchAssociation): a new session scoped to another of the
 * person's associations; the server revokes the old one.
 */
export function switchAssociation(associationId: number) {
  return api.post('/auth/switchAssociation', { associationId }, switchShape);
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
