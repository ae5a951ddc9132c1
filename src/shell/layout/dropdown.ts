// antd's Dropdown, for DropdownOnFirstUse to load in a chunk of its own (it brings antd's Menu and rc-menu).
export { Dropdown } from 'antd';
