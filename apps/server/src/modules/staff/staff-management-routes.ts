import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeStaffRoleRequest,
  createStaffMemberRequest,
  staffMemberIdParams,
  staffMemberList,
  staffMemberReasonRequest,
  staffMemberSummary,
  staffPaths,
  staffSetupLinkResponse,
} from '@lodestar/contracts';
import type { StaffContext } from './staff-context.ts';
import { staffPrincipalOf, type RequireStaff } from './staff-guard.ts';
import { changeStaffRole, disableStaffMember, enableStaffMember, inviteStaffMember, listStaffMembers, resetStaffMember } from './staff-management.ts';

const tags = ['staff'];

/** /admin/staff: admins (staff:manage) invite, disable, re-enable, re-role and reset other staff accounts. */
export const staffManagementRoutes: FastifyPluginAsyncZod<{ context: StaffContext; requireStaff: RequireStaff }> = async (
  app,
  { context, requireStaff },
) => {
  app.addHook('onRequest', requireStaff('staff:manage'));

  app.get(staffPaths.members, { schema: { tags, summary: 'Every staff account', response: { 200: staffMemberList } } }, async () => ({
    members: await listStaffMembers(context),
  }));

  app.post(
    staffPaths.members,
    {
      config: { errorStatuses: [409] },
      schema: {
        tags,
        summary: 'Invite a staff member: the setup link is answered this once',
        body: createStaffMemberRequest,
        response: { 200: staffSetupLinkResponse },
      },
    },
    async (request) => inviteStaffMember(context, request.body),
  );

  const memberChange = { params: staffMemberIdParams, body: staffMemberReasonRequest, response: { 200: staffMemberSummary } };
  app.post(
    staffPaths.disableMember,
    { config: { errorStatuses: [404, 409] }, schema: { tags, summary: 'Disable an account: its sessions end, its tokens stop', ...memberChange } },
    async (request) => disableStaffMember(context, staffPrincipalOf(request), request.params.id),
  );
  app.post(
    staffPaths.enableMember,
    { config: { errorStatuses: [404, 409] }, schema: { tags, summary: 'Enable a disabled account again', ...memberChange } },
    async (request) => enableStaffMember(context, staffPrincipalOf(request), request.params.id),
  );
  app.post(
    staffPaths.changeRole,
    {
      config: { errorStatuses: [404, 409] },
      schema: { tags, summary: 'Give an account another role; its sessions end', ...memberChange, body: changeStaffRoleRequest },
    },
    async (request) => changeStaffRole(context, staffPrincipalOf(request), request.params.id, request.body.role),
  );
  app.post(
    staffPaths.resetMember,
    {
      config: { errorStatuses: [404, 409] },
      schema: {
        tags,
        summary: 'New authenticator and setup link; password and sessions stop working',
        ...memberChange,
        response: { 200: staffSetupLinkResponse },
      },
    },
    async (request) => resetStaffMember(context, staffPrincipalOf(request), request.params.id),
  );
};
