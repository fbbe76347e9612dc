// Alone in its module so that `import()` of it brings only the drawer and its dialog code.
export { Drawer } from '@mantine/core';
