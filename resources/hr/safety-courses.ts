import { defineResource } from '../declaration';

const HR = ['ADMIN', 'HR MANAGE'] as const;

// A workplace-safety training course (D.Lgs. 81/2008) that employees are assigned to.
export const safetyCourses = defineResource({
  name: 'safetyCourses',
  module: 'hr',
  label: 'Safety courses',
  singular: 'Safety course',
  titleField: 'title',
  fields: {
    title: { type: 'text', isRequired: true, maxLength: 160, isListed: true, isFilterable: true },
    description: { type: 'longText', maxLength: 4000 },
    provider: { type: 'text', maxLength: 120, isListed: true, isFilterable: true },
    durationHours: { type: 'decimal', scale: 2, min: 0, isListed: true, label: 'Duration (hours)' },
    // After this many months the certificate expires and the course must be repeated; empty means never.
    validityMonths: { type: 'integer', min: 1, max: 240, isListed: true, label: 'Validity (months)' },
    isMandatory: { type: 'boolean', default: true, isListed: true, isFilterable: true, label: 'Mandatory' },
  },
  roles: HR,
  api: {
    admin: '/admin/safety_course',
    // SPEC §7 serves the course CRUD on the plain path; these are those calls, for the same roles.
    planned: [
      'GET /safety_course/all',
      'PUT /safety_course/',
      'POST /safety_course/{id}',
      'GET /safety_course/{id}',
      'DELETE /safety_course/{id}',
    ],
  },
  routes: [
    { path: '/admin/safety_course', roles: HR, screen: 'safetyCourses', menu: { section: 'HR', label: 'Safety Course' } },
    { path: '/admin/safety_course/:id', roles: HR, screen: 'safetyCourseDetails' },
  ],
  actions: [
    // POST /admin/safety_course/assign: several employees at once, in one transaction. An employee who already
    // holds an open assignment or a valid certificate of the course is skipped and named in the answer.
    {
      name: 'assign',
      label: 'Assign employees',
      method: 'POST',
      path: '/assign',
      scope: 'admin',
      target: 'collection',
      isHidden: true,
      input: {
        safetyCourseId: { type: 'reference', resource: 'safetyCourses', isRequired: true, label: 'Course' },
        employeeIds: { type: 'reference', resource: 'employees', isList: true, isRequired: true, label: 'Employees' },
        dueDate: { type: 'date', label: 'To complete by' },
      },
    },
  ],
  children: [{ resource: 'safetyCourseAssignments', foreignKey: 'safetyCourseId', label: 'Assignments' }],
  defaultSort: { field: 'title', order: 'asc' },
});
