import { Anchor, Button, Input, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PhoneInput } from '@/components/PhoneInput';
import type { UseFormReturnType } from '@mantine/form';
import { IconMessage } from '@tabler/icons-react';
import { useId, type FormEvent } from 'react';
import type { AssociationCreationRequest, Sexe } from '@quartier/shared';
import { SegmentedChoice } from '@/components/SegmentedChoice';
import classes from './CreationRequestForm.module.css';

export interface CreationRequestValues {
  nomAssociation: string;
  ville: string;
  quartier: string;
  nom: string;
  prenom: string;
  sexe: Sexe | '';
  telephone: string;
  bloc: string;
  codeInvitation: string;
}

export const EMPTY_CREATION_REQUEST: CreationRequestValues = {
  nomAssociation: '',
  ville: '',
  quartier: '',
  nom: '',
  prenom: '',
  sexe: '',
  telephone: '',
  bloc: '',
  codeInvitation: '',
};

/** The request as the shared schema reads it: a blank invitation code is no code. */
export function creationRequestBody(values: CreationRequestValues): AssociationCreationRequest {
  const { codeInvitation, sexe, ...rest } = values;
  return {
    ...rest,
    sexe: sexe as Sexe,
    ...(codeInvitation.trim() ? { codeInvitation } : {}),
  };
}

const SEXE_CHOICES = [
  { value: 'F', label: 'Femme' },
  { value: 'M', label: 'Homme' },
] as const;

/**
 * Step 1 of the creation of an association (issue 22): the association, then the founder, who
 * becomes its Président. The invitation code is asked when the server says creation needs one
 * (the operator's switch), or when the founder says she has one.
 */
export function CreationRequestForm({
  form,
  onSubmit,
  pending,
  showInvitation,
  onShowInvitation,
}: {
  form: UseFormReturnType<CreationRequestValues>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  showInvitation: boolean;
  onShowInvitation: () => void;
}) {
  const sexeLabel = useId();
  const sexeError = form.errors.sexe;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Créer une association">
      <Stack gap="lg">
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>L’association</legend>
          <Stack gap="md">
            <TextInput
              label="Nom de l’association"
              description="Tel que les membres le connaissent, par exemple Amicale de Bonabéri."
              autoComplete="organization"
              {...form.getInputProps('nomAssociation')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
              <TextInput label="Ville" autoComplete="address-level2" {...form.getInputProps('ville')} />
              <TextInput label="Quartier" autoComplete="address-level3" {...form.getInputProps('quartier')} />
            </SimpleGrid>
          </Stack>
        </fieldset>

        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>Vous, le Président</legend>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              La personne qui crée l’association en devient le Président. Elle inscrira ensuite la Secrétaire et les
              membres.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
              <TextInput label="Nom" autoComplete="family-name" {...form.getInputProps('nom')} />
              <TextInput label="Prénom" autoComplete="given-name" {...form.getInputProps('prenom')} />
            </SimpleGrid>
            <Input.Wrapper size="md" label="Sexe" labelElement="div" labelProps={{ id: sexeLabel }} error={sexeError}>
              <div style={{ marginTop: 4 }}>
                <SegmentedChoice<Sexe | ''>
                  fullWidth
                  aria-labelledby={sexeLabel}
                  data={SEXE_CHOICES}
                  value={form.values.sexe}
                  onChange={(value) => form.setFieldValue('sexe', value)}
                />
              </div>
            </Input.Wrapper>
            <PhoneInput
              description="Le code de confirmation arrive par SMS sur ce numéro."
              {...form.getInputProps('telephone')}
            />
            <TextInput
              label="Votre bloc"
              description="Le bloc (ou secteur) du quartier où vous habitez, par exemple Bloc A. Les autres blocs s’ajoutent en inscrivant les membres."
              autoComplete="off"
              {...form.getInputProps('bloc')}
            />
          </Stack>
        </fieldset>

        {showInvitation ? (
          <TextInput
            label="Code d’invitation"
            description="Le code reçu de l’équipe du service, si la création se fait sur invitation."
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...form.getInputProps('codeInvitation')}
          />
        ) : (
          <Anchor
            className="tap-target"
            component="button"
            type="button"
            size="sm"
            fw={600}
            style={{ alignSelf: 'flex-start' }}
            onClick={onShowInvitation}
          >
            J’ai un code d’invitation
          </Anchor>
        )}

        <Button type="submit" fullWidth loading={pending} leftSection={<IconMessage size={18} aria-hidden />}>
          Recevoir le code par SMS
        </Button>
      </Stack>
    </form>
  );
}
