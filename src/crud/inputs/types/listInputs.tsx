/**
 * Lists of values: choices (multiSelect, from `choices` or a `reference`), other records
 * (references: a searchable multi-select) and free tags (`choices` as suggestions).
 */
import { Autocomplete, Chip, TextField } from '@mui/material';
import { AutocompleteArrayInput, InputHelperText, ReferenceArrayInput, SelectArrayInput, useInput, useTranslate } from 'react-admin';
import { holds } from '../../../kernel/rules/conditions';
import { REFERENCE_OPTIONS_LIMIT } from '../../reference/useReferenceOptions';
import type { TypedInputProps } from '../typed';

const listProps = ({ source, label, validate, readOnly, disabled, helperText }: TypedInputProps) => ({
  source,
  label,
  validate,
  readOnly,
  disabled,
  helperText,
  fullWidth: true,
});

/** An emptied list is [] (the wire's empty list), never undefined. */
const listParse = (value: unknown) => (Array.isArray(value) ? value : []);

function ReferenceChoices(props: TypedInputProps & { reference: NonNullable<TypedInputProps['field']['reference']> }) {
  const { reference } = props;
  return (
    <ReferenceArrayInput source={props.source} reference={reference.resource} perPage={REFERENCE_OPTIONS_LIMIT} sort={{ field: reference.optionText, order: 'ASC' }}>
      <AutocompleteArrayInput {...listProps(props)} optionText={reference.optionText} parse={listParse} filterSelectedOptions />
    </ReferenceArrayInput>
  );
}

/** multiSelect: the field's choices (translated), or the records of its `reference`. */
export function MultiSelectInput(props: TypedInputProps) {
  const translate = useTranslate();
  const { field, record } = props;
  if (field.reference) return <ReferenceChoices {...props} reference={field.reference} />;
  const choices = (field.choices ?? [])
    .filter((choice) => choice.visibleWhen === undefined || holds(choice.visibleWhen, record ?? {}))
    .map((choice) => ({ id: choice.id, name: translate(choice.name, { _: choice.name }) }));
  return <SelectArrayInput {...listProps(props)} choices={choices} parse={listParse} />;
}

/** references: ids of another resource's records, searched by their `optionText`, shown as chips. */
export function ReferencesInput(props: TypedInputProps) {
  if (!props.field.reference) return null;
  return <ReferenceChoices {...props} reference={props.field.reference} />;
}

/** Free strings as chips: typed and Enter (or a suggestion) adds one; the kernel's check counts them and their length. */
export function TagsInput({ source, label, validate, readOnly, disabled, helperText, placeholder, field: schemaField }: TypedInputProps) {
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput({ source, validate, readOnly, disabled, defaultValue: [] });
  const tags = Array.isArray(field.value) ? (field.value as unknown[]).filter((tag): tag is string => typeof tag === 'string') : [];
  const suggestions = (schemaField.choices ?? []).map((choice) => String(choice.id));
  const full = schemaField.maxItems !== undefined && tags.length >= schemaField.maxItems;
  const hint = full ? translate('crud.types.tagsFull', { max: schemaField.maxItems }) : helperText || translate('crud.types.tagsHint');
  return (
    <Autocomplete
      multiple
      freeSolo
      id={id}
      options={suggestions}
      value={tags}
      disabled={disabled}
      readOnly={readOnly}
      filterSelectedOptions
      // Trimmed, and the same tag twice is one.
      onChange={(_event, next) => field.onChange(Array.from(new Set(next.map((tag) => tag.trim()).filter((tag) => tag !== ''))))}
      onBlur={field.onBlur}
      renderValue={(values, getItemProps) =>
        values.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={label}
          required={isRequired}
          placeholder={placeholder}
          error={fieldState.invalid}
          margin="dense"
          helperText={<InputHelperText error={fieldState.error?.message} helperText={hint} />}
          // Full: no more typing (the chips may still be removed). A too long tag is refused with the rule's message.
          inputProps={full ? { ...params.inputProps, readOnly: true } : params.inputProps}
        />
      )}
    />
  );
}
