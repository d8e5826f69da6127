import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '../data/products';

export function ProductCard({ product }: { product: Product }) {
  const nameId = `product-${product.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardMedia
        component="img"
        image={product.image}
        alt=""
        width={320}
        height={200}
        sx={{ aspectRatio: '8 / 5', height: 'auto' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={nameId} variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {product.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {product.brief}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {product.facts.map((fact) => (
            <Chip
              key={fact}
              label={fact}
              size="small"
              sx={{ bgcolor: '#eef1fb', color: 'primary.dark', fontWeight: 600 }}
            />
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={product.to}
          endIcon={<ArrowForwardIcon />}
          aria-label={`${product.actionLabel}: ${product.name}`}
        >
          {product.actionLabel}
        </Button>
      </CardActions>
    </Card>
  );
}
