/** The Email Integrations tab's own words as the spec states them (uk-and-admin.md sections 2 and 8), copied. */
import { INTEGRATION_VIEWS, INTEGRATIONS_COPY } from './integrations-copy.ts';

describe('the Email Integrations tab, as the spec words it', () => {
  it('has the three views Integrations, Lead Sync and Create Integration, in that order', () => {
    expect(INTEGRATION_VIEWS.map((view) => view.label)).toEqual(['Integrations', 'Lead Sync', 'Create Integration']);
  });

  it('opens the form with Add Integration', () => {
    expect(INTEGRATIONS_COPY.add).toBe('Add Integration');
  });

  // Ours (the address bar's values for the views).
  it('names the views integrations, sync and create in the address bar', () => {
    expect(INTEGRATION_VIEWS.map((view) => view.id)).toEqual(['integrations', 'sync', 'create']);
  });
});
