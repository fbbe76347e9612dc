// Alone in its module so that `import()` of it brings only the tooltip and its positioning code.
export { Tooltip } from '@mantine/core';
