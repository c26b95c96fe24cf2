import { queryOptions } from '@tanstack/react-query';
import {
  issuedStaffApiToken,
  staffApiTokenList,
  staffMemberList,
  staffMemberSummary,
  staffMessageResponse,
  staffPaths,
  staffSetupLinkResponse,
  type CreateStaffMemberRequest,
  type IssueStaffApiTokenRequest,
  type StaffRole,
} from '@lodestar/contracts';
import { apiRequest } from '@/lib/api-client';
import { staffRequest } from './staff-api';

const pathOf = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export const staffMembersQueryOptions = queryOptions({
  queryKey: ['staff', 'members'],
  queryFn: () => staffRequest(() => apiRequest(staffPaths.members, { schema: staffMemberList })),
});

const memberChange = (path: string, id: string, body: object) =>
  staffRequest(() => apiRequest(pathOf(path, id), { method: 'POST', body, schema: staffMemberSummary }));

export const staffMemberActions = {
  invite: (body: CreateStaffMemberRequest) =>
    staffRequest(() => apiRequest(staffPaths.members, { method: 'POST', body, schema: staffSetupLinkResponse })),
  disable: (id: string, reason: string) => memberChange(staffPaths.disableMember, id, { reason }),
  enable: (id: string, reason: string) => memberChange(staffPaths.enableMember, id, { reason }),
  changeRole: (id: string, role: StaffRole, reason: string) => memberChange(staffPaths.changeRole, id, { role, reason }),
  reset: (id: string, reason: string) =>
    staffRequest(() => apiRequest(pathOf(staffPaths.resetMember, id), { method: 'POST', body: { reason }, schema: staffSetupLinkResponse })),
};

export const staffApiTokensQueryOptions = queryOptions({
  queryKey: ['staff', 'api-tokens'],
  queryFn: () => staffRequest(() => apiRequest(staffPaths.apiTokens, { schema: staffApiTokenList })),
});

export const staffApiTokenActions = {
  issue: (body: IssueStaffApiTokenRequest) =>
    staffRequest(() => apiRequest(staffPaths.apiTokens, { method: 'POST', body, schema: issuedStaffApiToken })),
  revoke: (id: string) => staffRequest(() => apiRequest(pathOf(staffPaths.revokeApiToken, id), { method: 'POST', schema: staffMessageResponse })),
};
