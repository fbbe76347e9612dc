import { Center, Loader, type CenterProps, type LoaderProps } from '@mantine/core';

/**
 * A spinner centred where something is loading, named for screen readers (`label`); `isStatus`
 * makes it a status, announced where it replaces a whole page.
 */
export function CenteredLoader({
  label,
  py = 'xl',
  size,
  isStatus = false,
}: {
  label: string;
  py?: CenterProps['py'];
  size?: LoaderProps['size'];
  isStatus?: boolean;
}) {
  return (
    <Center py={py}>
      <Loader size={size} role={isStatus ? 'status' : undefined} aria-label={label} />
    </Center>
  );
}
