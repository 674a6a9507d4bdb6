/**
 * The Phone config tab's rules and texts (spec uk-and-admin.md sections 2, 3, 4, 5 and 8). The spec only hints that a
 * number is E.164; we check it (form and API, from this one rule): a plus, a country code that does not start with 0,
 * and at most 15 digits in all.
 */
import type { ToastMessage } from '../main-site/messages.ts';

/** E.164: '+', then 2 to 15 digits, the first (the country code's) not 0. */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;

export const PHONE_CONFIG_LIMITS = { displayNameMax: 100, descriptionMax: 500, configKeyMax: 64 } as const;

export const PHONE_CONFIG_MESSAGES = {
  phoneNumber: 'Enter the number in E.164 format: + and the country code, then the number, up to 15 digits (e.g. +971500000582)',
  displayName: 'Display name is required',
  displayNameTooLong: `Display name must be at most ${PHONE_CONFIG_LIMITS.displayNameMax} characters`,
  descriptionTooLong: `Description must be at most ${PHONE_CONFIG_LIMITS.descriptionMax} characters`,
  isActive: 'Choose whether the number is active',
  configKey: 'Unknown phone configuration',
  notFound: 'This phone configuration does not exist.',
  conflict: 'Someone else changed this number at the same time. Reload and try again.',
} as const;

/** The spec's catalogue: fetch failure, update success and update failure. */
export const PHONE_CONFIG_TOASTS = {
  fetchFailed: { title: 'Error', description: 'Failed to fetch phone configs', variant: 'destructive' },
  updated: { title: 'Success', description: 'Phone configuration updated successfully', variant: 'default' },
  updateFailed: { title: 'Error', description: 'Failed to update phone configuration', variant: 'destructive' },
} as const satisfies Record<string, ToastMessage>;

export const PHONE_CONFIG_COPY = {
  heading: 'Phone Config',
  intro: 'The phone and WhatsApp numbers the site shows. A change is live on the site at once.',
  caption: 'Phone configurations',
  configKey: 'Key',
  displayName: 'Display name',
  phoneNumber: 'Phone number',
  description: 'Description',
  isActive: 'Active',
  updatedAt: 'Updated',
  actions: 'Actions',
  hint: 'E.164 format: + country code then number, e.g. +971500000582',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  active: 'Active',
  inactive: 'Inactive',
  loading: 'Loading phone configs...',
  empty: 'No phone configurations yet.',
  error: 'Failed to fetch phone configs',
} as const;

/** One row of GET /api/admin/phone-config, and the answer of PUT /api/admin/phone-config/{configKey}. */
export type PhoneConfig = {
  id: string;
  configKey: string;
  phoneNumber: string;
  displayName: string;
  description?: string;
  isActive: boolean;
  updatedAt: string;
};

/** What PUT /api/admin/phone-config/{configKey} takes. */
export type PhoneConfigInput = Pick<PhoneConfig, 'phoneNumber' | 'displayName' | 'description' | 'isActive'>;
