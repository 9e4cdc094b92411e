import { Anchor, Button, Input, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PhoneInput } from '@/components/PhoneInput';
import type { UseFormReturnType } from '@mantine/form';
import { IconMessage } from '@tabler/icons-react';
import { useId, type FormEvent } from 'react';
import type { AssociationCreationRequest, Sexe } from '@quartier/shared';
import { SegmentedChoice } from '@/components/SegmentedChoice';
import { useMessages } from '../i18n/pages';
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
  const m = useMessages().requestForm;
  const sexeChoices = [
    { value: 'F', label: m.female },
    { value: 'M', label: m.male },
  ] as const;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={m.form}>
      <Stack gap="lg">
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{m.association}</legend>
          <Stack gap="md">
            <TextInput
              label={m.associationName}
              description={m.associationNameHelp}
              autoComplete="organization"
              {...form.getInputProps('nomAssociation')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
              <TextInput label={m.city} autoComplete="address-level2" {...form.getInputProps('ville')} />
              <TextInput label={m.neighbourhood} autoComplete="address-level3" {...form.getInputProps('quartier')} />
            </SimpleGrid>
          </Stack>
        </fieldset>

        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{m.founder}</legend>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {m.founderNote}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
              <TextInput label={m.nom} autoComplete="family-name" {...form.getInputProps('nom')} />
              <TextInput label={m.prenom} autoComplete="given-name" {...form.getInputProps('prenom')} />
            </SimpleGrid>
            <Input.Wrapper size="md" label={m.sexe} labelElement="div" labelProps={{ id: sexeLabel }} error={sexeError}>
              <div style={{ marginTop: 4 }}>
                <SegmentedChoice<Sexe | ''>
                  fullWidth
                  aria-labelledby={sexeLabel}
                  data={sexeChoices}
                  value={form.values.sexe}
                  onChange={(value) => form.setFieldValue('sexe', value)}
                />
              </div>
            </Input.Wrapper>
            <PhoneInput description={m.phoneHelp} {...form.getInputProps('telephone')} />
            <TextInput label={m.bloc} description={m.blocHelp} autoComplete="off" {...form.getInputProps('bloc')} />
          </Stack>
        </fieldset>

        {showInvitation ? (
          <TextInput
            label={m.invitation}
            description={m.invitationHelp}
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
            {m.haveInvitation}
          </Anchor>
        )}

        <Button type="submit" fullWidth loading={pending} leftSection={<IconMessage size={18} aria-hidden />}>
          {m.submit}
        </Button>
      </Stack>
    </form>
  );
}
