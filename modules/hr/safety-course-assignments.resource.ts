import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';

const COMPLETION = {
  completedDate: { type: 'date', isRequired: true, label: 'Completed on' },
  certificateNumber: { type: 'text', maxLength: 60, label: 'Certificate number' },
} as const;

/** The certificate, stored as an attachment of the assignment. */
const CERTIFICATE = { types: ['application/pdf', 'image/*', '.p7m'], maxBytes: 10 * 1024 * 1024, maxFiles: 1 } as const;
const OPEN = { isCompleted: [false] } as const;

// An employee assigned to a safety course, completed with a certificate. Training records are legal
// evidence, so neither the course nor the employee of an assignment can be deleted (restrict).
export const safetyCourseAssignments = defineResource({
  name: 'safetyCourseAssignments',
  module: 'hr',
  label: 'Safety course assignments',
  singular: 'Safety course assignment',
  titleField: 'safetyCourseId',
  fields: {
    safetyCourseId: { type: 'reference', resource: 'safetyCourses', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Course' },
    employeeId: { type: 'reference', resource: 'employees', onDelete: 'restrict', isRequired: true, isListed: true, isFilterable: true, label: 'Employee' },
    assignedDate: { type: 'date', default: 'today', label: 'Assigned on' },
    dueDate: { type: 'date', isListed: true, isFilterable: true },
    // Set by POST /safety_course/assign/complete/{id}.
    isCompleted: { type: 'boolean', default: false, isReadOnly: true, isListed: true, isFilterable: true, label: 'Completed' },
    completedDate: { type: 'date', isReadOnly: true, isListed: true, label: 'Completed on' },
    expiryDate: { type: 'date', isReadOnly: true, isFilterable: true, label: 'Expires on' },
    certificateNumber: { type: 'text', maxLength: 60, label: 'Certificate number' },
    // The day the employee and HR were told the certificate is expired or expires within 60 days (once per
    // assignment; modules/hr/server/safety-expiry-notices.ts).
    expiryNoticeDate: { type: 'date', isReadOnly: true, label: 'Expiry notice sent on' },
  },
  roles: TEAM_ROLES.hr,
  api: {
    admin: '/admin/safety_course_assignments',
    own: { path: '/safety_course/assign', ownerFields: ['employeeId'] },
  },
  actions: [
    // The employee completes their own assignment; HR completes anyone's on the admin path. The certificate
    // file is an attachment of the assignment; the expiry follows from the course's validity.
    // The employee must send the certificate with it (the evidence HR keeps); HR may complete without one.
    { name: 'complete', label: 'Complete', method: 'POST', path: '/complete/:id', scope: 'own', target: 'record', input: COMPLETION, files: CERTIFICATE, offeredWhen: OPEN, reply: { resource: 'self' } },
    { name: 'completeFor', label: 'Complete', method: 'POST', path: '/complete/:id', scope: 'admin', target: 'record', input: COMPLETION, files: CERTIFICATE, offeredWhen: OPEN, reply: { resource: 'self' } },
    // Who is expired or expires within `days` (default 60): the latest certificate of each employee and course.
    { name: 'expiring', label: 'Expired or expiring', method: 'GET', path: '/expiring', scope: 'admin', target: 'collection', isHidden: true, input: { days: { type: 'integer', min: 0, max: 366 } }, reply: { fields: { assignmentId: { type: 'integer', isRequired: true }, employeeName: { type: 'text', isRequired: true }, courseTitle: { type: 'text', isRequired: true }, expiryDate: { type: 'date', isRequired: true }, daysLeft: { type: 'integer', isRequired: true }, isExpired: { type: 'boolean', isRequired: true }, isRenewalAssigned: { type: 'boolean', isRequired: true } }, isList: true } },
  ],
  routes: [
    // The employee's own courses, to complete with the certificate (SPEC's route table has no such page).
    { path: '/my_courses', roles: ['EMPLOYEE'], screen: 'list', scope: 'own', menu: { section: 'My pages', label: 'My courses' }, beyondSpec: "an employee's own pages, in the My pages section only employees see (issue 26)" },
    { path: '/my_courses/:id', roles: ['EMPLOYEE'], screen: 'show', scope: 'own', beyondSpec: "an employee's own pages, in the My pages section only employees see (issue 26)" },
  ],
  attachments: { types: ['application/pdf', 'image/*', '.p7m'], maxBytes: 10 * 1024 * 1024 },
  defaultSort: { field: 'dueDate', order: 'asc' },
});
