import { CloseButton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconCircleCheckFilled, IconCircleDashed, IconRocket } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { FirstStep } from '@quartier/shared';
import { paths } from '@/config/paths';
import { useFirstSteps } from '@/api/get-first-steps';
import { closeFirstSteps, firstStepsClosed } from '../lib/first-steps-closed';
import { DashboardSection } from './DashboardSection';
import classes from './FirstStepsCard.module.css';
import { useT } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';

/** Where each step is done; its words are in the catalogue (dashboard.steps). */
const STEPS: Record<FirstStep, { href: () => string }> = {
  reglages: { href: () => paths.aboutUs.href({ settings: true }) },
  secretaire: { href: () => paths.inscriptions.href() },
  blocs: { href: () => paths.inscriptions.href() },
};

/**
 * 'Premiers pas' (issue 22): what the Président and the Secrétaire of a new association do first,
 * each step ticked once the server sees it done. Gone when all are done, or once closed here.
 */
export function FirstStepsCard({ associationId, membreId }: { associationId: number; membreId: number }) {
  const t = useT();
  // Closed on this device: only the browser knows, after hydrating a page the server wrote open.
  const hydrated = useHydrated();
  const [closedHere, setClosed] = useState(false);
  const closed = closedHere || (hydrated && firstStepsClosed(associationId, membreId));
  const steps = useFirstSteps(!closed);
  const allDone = steps.data !== undefined && steps.data.every((step) => step.faite);
  // Every step done: the card's work is over, on this device it is not asked for again.
  useEffect(() => {
    if (allDone) closeFirstSteps(associationId, membreId);
  }, [allDone, associationId, membreId]);
  if (closed || !steps.data || allDone) return null;
  const left = steps.data.filter((step) => !step.faite).length;

  const close = () => {
    closeFirstSteps(associationId, membreId);
    setClosed(true);
  };

  return (
    <DashboardSection
      title={t.dashboard.firstSteps}
      subtitle={t.dashboard.firstStepsLeft(left, steps.data.length)}
      testId="premiers-pas"
      icon={
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
          <IconRocket size={22} />
        </ThemeIcon>
      }
      action={<CloseButton aria-label={t.dashboard.firstStepsClose} onClick={close} />}
    >
      <Stack gap={6} component="ul" className={classes.list}>
        {steps.data.map(({ code, faite }) => {
          const step = { ...STEPS[code], ...t.dashboard.steps[code] };
          return (
            <li key={code}>
              <UnstyledButton
                component={Link}
                to={step.href()}
                className={classes.step}
                data-etape={code}
                data-faite={faite || undefined}
              >
                {faite ? (
                  <IconCircleCheckFilled size={24} color="var(--mantine-color-green-7)" aria-hidden />
                ) : (
                  <IconCircleDashed size={24} color="var(--mantine-color-gray-6)" aria-hidden />
                )}
                <div className={classes.text}>
                  <Text fw={600}>
                    {step.title}
                    <Text span size="sm" fw={500} c={faite ? 'green.9' : 'orange.9'}>
                      {faite ? t.dashboard.done : t.dashboard.toDo}
                    </Text>
                  </Text>
                  <Text size="sm" c="dimmed">
                    {step.text}
                  </Text>
                </div>
                <IconChevronRight size={20} aria-hidden className={classes.chevron} />
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </DashboardSection>
  );
}
