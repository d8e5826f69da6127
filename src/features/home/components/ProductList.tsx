import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { GridList } from '@/components/GridList';
import type { Product } from '../data/products';
import { ProductCard } from './ProductCard';
import { SectionHeading } from './SectionHeading';

export function ProductList({ products }: { products: Product[] }) {
  return (
    <Box component="section" aria-labelledby="products-heading" sx={{ py: { xs: 8, md: 10 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="products-heading"
          eyebrow="What we offer"
          title="Tests and courses for every goal"
          intro="Find out where your English stands with an expert-evaluated test, then close the gap with self-paced video courses."
        />
        <GridList
          sx={{
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {products.map((product) => (
            <Box component="li" key={product.id}>
              <ProductCard product={product} />
            </Box>
          ))}
        </GridList>
      </Container>
    </Box>
  );
}
