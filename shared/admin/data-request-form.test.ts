import { dataRequestInputOf, dataRequestYupSchema, type DataRequestFormValues } from './data-request-form.yup.ts';

const valid: DataRequestFormValues = {
  type: 'erasure',
  requesterName: 'Amira Khan',
  requesterEmail: '',
  requesterPhone: '+44 7700 900123',
  verificationMethod: 'phoneOnRecord',
  verificationDetails: '',
  receivedOn: '2026-03-10',
};

const errorsOf = async (values: DataRequestFormValues) => {
  try {
    await dataRequestYupSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as { inner: { path: string; message: string }[] }).inner.map((issue) => [issue.path, issue.message]));
  }
};

describe('the log form of a data request', () => {
  it('accepts a requester reachable by phone only and sends no empty fields', async () => {
    expect(await errorsOf(valid)).toEqual({});
    expect(dataRequestInputOf(valid)).toEqual({
      type: 'erasure',
      requester: { name: 'Amira Khan', phone: '+44 7700 900123' },
      verification: { method: 'phoneOnRecord' },
      receivedOn: '2026-03-10',
    });
  });

  it('shows the API’s messages for a missing type, no way to reach the requester and an unexplained "other" check', async () => {
    expect(await errorsOf({ ...valid, type: '', requesterPhone: '', verificationMethod: 'other' })).toEqual({
      type: 'Choose the type of request',
      requesterEmail: 'Enter the requester’s e-mail address or phone number (or both)',
      verificationDetails: 'Describe how the requester’s identity was checked',
    });
  });
});
