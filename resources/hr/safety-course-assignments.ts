import { defineResource } from '../declaration';

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
  },
  roles: ['ADMIN', 'HR MANAGE'],
  api: {
    admin: '/admin/safety_course_assignments',
    own: { path: '/safety_course/assign', ownerFields: ['employeeId'] },
    planned: ['POST /admin/safety_course/assign', 'POST /safety_course/assign/complete/{id}'],
  },
  attachments: { types: ['application/pdf', 'image/*', '.p7m'], maxBytes: 10 * 1024 * 1024 },
  defaultSort: { field: 'dueDate', order: 'asc' },
});
