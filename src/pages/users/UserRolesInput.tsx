/**
 * A user's roles on the User page (admins only: the field's roles hide it from everyone else): the
 * roles the service has now, chosen from a list, never typed freely.
 */
import { useEffect, useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import type { NamedInputProps } from '../../crud/inputs/registry';
import { listRoles, type RoleChoice } from '../../providers/rolesApi';
import rolesTokensTexts from '../../kernel/texts/sections/rolesTokens';
import { registerSection } from '../../providers/pageTexts';

registerSection(rolesTokensTexts);

export function UserRolesInput({ source, label, validate, readOnly, disabled, field: schemaField }: NamedInputProps) {
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput({ source, validate, readOnly, disabled, defaultValue: [] });
  const [choices, setChoices] = useState<RoleChoice[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    listRoles().then(
      (roles) => live && setChoices(roles),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const keys = Array.isArray(field.value) ? (field.value as unknown[]).filter((key): key is string => typeof key === 'string') : [];
  const nameOf = (key: string) => choices?.find((role) => role.key === key)?.name ?? key;
  const max = schemaField.maxItems;
  const hint = failed ? translate('userRoles.loadFailed') : translate('userRoles.hint');
  return (
    <Autocomplete
      multiple
      id={id}
      options={(choices ?? []).map((role) => role.key)}
      loading={choices === undefined && !failed}
      value={keys}
      disabled={disabled}
      readOnly={readOnly}
      filterSelectedOptions
      getOptionLabel={(key) => (nameOf(key) === key ? key : `${nameOf(key)} (${key})`)}
      getOptionDisabled={() => max !== undefined && keys.length >= max}
      onChange={(_event, next) => field.onChange(next)}
      onBlur={field.onBlur}
      renderValue={(values, getItemProps) =>
        values.map((key, index) => {
          const { key: chipKey, ...itemProps } = getItemProps({ index });
          return <Chip key={chipKey} size="small" label={nameOf(key)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={label}
          required={isRequired}
          error={fieldState.invalid || failed}
          margin="dense"
          helperText={<InputHelperText error={fieldState.error?.message} helperText={hint} />}
        />
      )}
    />
  );
}
