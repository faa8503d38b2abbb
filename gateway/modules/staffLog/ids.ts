/** Global ids of this module's objects; inputs take the global id or the REST id. */
const encode = (type: string, restId: string | number) => Buffer.from(`${type}:${restId}`, 'utf8').toString('base64');

export type StaffLogType = 'BackendRequest' | 'FormSubmission' | 'Digest';
export const staffLogGlobalId = (type: StaffLogType, restId: string | number) => encode(type, restId);

const REST_ID = /^[1-9][0-9]{0,9}$/;

/** The REST id in `value`: a plain REST id, or a global id of `type`; null for anything else. */
export function staffLogRestId(value: string, type: StaffLogType): number | null {
  if (REST_ID.test(value)) return Number(value);
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const restId = decoded.startsWith(`${type}:`) ? decoded.slice(type.length + 1) : '';
  return REST_ID.test(restId) && Number(restId) <= 2_147_483_647 ? Number(restId) : null;
}
