import { createFormHookContexts } from '@tanstack/react-form';

/** The contexts the app's form hook and its field components share (one pair for the whole app). */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();
