import { describe, expect, it } from 'vitest';
import { accessRequirementLabel, actorRoleLabel, areaLabel, areaOptions, managerStatusMoves, parseTicketParam, ticketGlobalId, ticketStatusLabel } from './labels';

describe('ticket labels', () => {
  it('names areas as the product does', () => {
    expect(areaLabel('BEDROOM_2')).toBe('Bedroom 2');
    expect(areaLabel('COMMON_AREAS')).toBe('Common areas');
    expect(areaOptions(3).map((o) => o.label)).toEqual(['Common areas', 'Exterior', 'Bedroom 1', 'Bedroom 2', 'Bedroom 3', 'Other']);
    expect(areaOptions(14)).toHaveLength(13);
  });

  it('names statuses, access requirements and actor roles', () => {
    expect(ticketStatusLabel('IN_PROGRESS')).toBe('In progress');
    expect(accessRequirementLabel('TENANTS_PRESENT')).toBe('A tenant must be present');
    expect(actorRoleLabel('HEARTH_TEAM')).toBe('Hearth team');
    expect(actorRoleLabel('MANAGER')).toBe('Manager');
  });

  it('encodes the ticket id as the gateway does, and refuses odd ?ticket= values', () => {
    expect(ticketGlobalId('41')).toBe(Buffer.from('MaintenanceTicket:41').toString('base64'));
    expect(parseTicketParam('41')).toBe('41');
    expect(parseTicketParam('0')).toBeNull();
    expect(parseTicketParam('abc')).toBeNull();
    expect(parseTicketParam(null)).toBeNull();
  });
});

describe('managerStatusMoves', () => {
  it('follows the transition table: a finished ticket is reopened, never sent back to not started', () => {
    expect(managerStatusMoves('NOT_STARTED').map((m) => m.value)).toEqual(['IN_PROGRESS', 'COMPLETED']);
    expect(managerStatusMoves('IN_PROGRESS').map((m) => m.value)).toEqual(['COMPLETED', 'NOT_STARTED']);
    expect(managerStatusMoves('COMPLETED')).toEqual([{ value: 'IN_PROGRESS', label: 'Reopen' }]);
  });
});
