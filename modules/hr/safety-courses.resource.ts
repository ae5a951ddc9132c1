import { defineResource } from '../../resources/declaration';
import type { Field } from '../../resources/vocabulary';
import { TEAM_ROLES } from '../../resources/vocabulary';


const COURSE = {
  title: { type: 'text', isRequired: true, maxLength: 160, isListed: true, isFilterable: true },
  description: { type: 'longText', maxLength: 4000 },
  provider: { type: 'text', maxLength: 120, isListed: true, isFilterable: true },
  durationHours: { type: 'decimal', scale: 2, min: 0, isListed: true, label: 'Duration (hours)' },
  // After this many months the certificate expires and the course must be repeated; empty means never.
  validityMonths: { type: 'integer', min: 1, max: 240, isListed: true, label: 'Validity (months)' },
  isMandatory: { type: 'boolean', default: true, isListed: true, isFilterable: true, label: 'Mandatory' },
} as const satisfies Record<string, Field>;

/** The course's fields as the input of a change: each one optional, no default (only what is sent changes). */
const CHANGE = Object.fromEntries(
  Object.entries(COURSE).map(([name, field]) => [name, { ...field, isRequired: false, default: undefined }]),
) as Record<string, Field>;

// A workplace-safety training course (D.Lgs. 81/2008) that employees are assigned to.
export const safetyCourses = defineResource({
  name: 'safetyCourses',
  module: 'hr',
  label: 'Safety courses',
  singular: 'Safety course',
  titleField: 'title',
  fields: COURSE,
  roles: TEAM_ROLES.hr,
  api: {
    admin: '/admin/safety_course',
  },
  routes: [
    { path: '/admin/safety_course', roles: TEAM_ROLES.hr, screen: 'safetyCourses', menu: { section: 'HR', label: 'Safety Course' } },
    { path: '/admin/safety_course/:id', roles: TEAM_ROLES.hr, screen: 'safetyCourseDetails' },
  ],
  actions: [
    // SPEC §7 also serves the course CRUD on the plain path /safety_course, for the same roles (HR): the same
    // writes as the generic admin endpoints, through the trusted writer (modules/hr/server/safety.ts).
    { name: 'all', label: 'All courses', method: 'GET', basePath: '/safety_course', path: '/all', scope: 'admin', target: 'collection', isHidden: true, reply: { resource: 'self', isList: true } },
    { name: 'add', label: 'Add a course', method: 'PUT', basePath: '/safety_course', path: '/', scope: 'admin', target: 'collection', isHidden: true, input: COURSE, reply: { resource: 'self' } },
    { name: 'one', label: 'A course', method: 'GET', basePath: '/safety_course', path: '/:id', scope: 'admin', target: 'record', isHidden: true, reply: { resource: 'self' } },
    { name: 'change', label: 'Change a course', method: 'POST', basePath: '/safety_course', path: '/:id', scope: 'admin', target: 'record', isHidden: true, input: CHANGE, reply: { resource: 'self' } },
    { name: 'remove', label: 'Remove a course', method: 'DELETE', basePath: '/safety_course', path: '/:id', scope: 'admin', target: 'record', isHidden: true, reply: { fields: { id: { type: 'integer', isRequired: true } } } },
    // Who is missing on this course: not assigned (mandatory ones), not completed, expired or expiring (its page).
    { name: 'standing', label: 'Missing or expiring', method: 'GET', path: '/standing/:id', scope: 'admin', target: 'record', isHidden: true, reply: { fields: { employeeId: { type: 'integer', isRequired: true }, employeeName: { type: 'text', isRequired: true }, standing: { type: 'enum', values: ['Not assigned', 'Not completed', 'Overdue', 'Expired', 'Expiring'], isRequired: true }, assignmentId: { type: 'integer' }, dueDate: { type: 'date' }, expiryDate: { type: 'date' } }, isList: true } },
    // POST /admin/safety_course/assign: several employees at once, in one transaction. An employee who already
    // holds an open assignment or a valid certificate of the course is skipped and named in the answer.
    {
      name: 'assign',
      label: 'Assign employees',
      method: 'POST',
      path: '/assign',
      scope: 'admin',
      target: 'collection',
      isSerial: true,
      isHidden: true,
      input: {
        safetyCourseId: { type: 'reference', resource: 'safetyCourses', isRequired: true, label: 'Course' },
        employeeIds: { type: 'reference', resource: 'employees', isList: true, isRequired: true, label: 'Employees' },
        dueDate: { type: 'date', label: 'To complete by' },
      },
      reply: { fields: {}, parts: { assigned: { resource: 'safetyCourseAssignments', isList: true }, skipped: { fields: { employeeId: { type: 'integer', isRequired: true }, fullName: { type: 'text' }, reason: { type: 'text', isRequired: true } }, isList: true } } },
    },
  ],
  children: [{ resource: 'safetyCourseAssignments', foreignKey: 'safetyCourseId', label: 'Assignments' }],
  defaultSort: { field: 'title', order: 'asc' },
});
