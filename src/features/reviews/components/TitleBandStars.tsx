import Rating from '@mui/material/Rating';

/**
 * The average's stars on the course page's dark title band: amber stars, faint white empty ones,
 * halves. Screen readers hear 'Rated 4.6 out of 5'.
 */
export default function TitleBandStars({ value, label }: { value: number; label: string }) {
  return (
    <Rating
      readOnly
      value={value}
      precision={0.5}
      getLabelText={() => label}
      size="small"
      sx={{
        color: '#ffc845',
        '& .MuiRating-iconEmpty': { color: 'rgba(255, 255, 255, 0.55)' },
      }}
    />
  );
}
