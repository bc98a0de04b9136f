import { PEER_PRODUCTS, type PeerProduct } from '../climate/peer-products.js';
import { FRESH_HELDOUT_PRODUCTS } from './fresh-heldout-products.js';
import { HELDOUT_PRODUCTS } from './heldout-products.js';
import { HELDOUT_SET4_PRODUCTS } from './heldout-set4-products.js';
import { HELDOUT_SET5_PRODUCTS } from './heldout-set5-products.js';
import { HELDOUT_SET6_PRODUCTS } from './heldout-set6-products.js';
import { HELDOUT_SET7_PRODUCTS } from './heldout-set7-products.js';
import { HELDOUT_SET8_PRODUCTS } from './heldout-set8-products.js';
import { HELDOUT_SET9_PRODUCTS } from './heldout-set9-products.js';
import { HELDOUT_SET10_PRODUCTS } from './heldout-set10-products.js';
import { HELDOUT_SET11_PRODUCTS } from './heldout-set11-products.js';
import { HELDOUT_SET12_PRODUCTS } from './heldout-set12-products.js';
import { HELDOUT_SET13_PRODUCTS } from './heldout-set13-products.js';
import { HELDOUT_SET14_PRODUCTS } from './heldout-set14-products.js';
import { HELDOUT_SET15_PRODUCTS } from './heldout-set15-products.js';
import { HELDOUT_SET16_PRODUCTS } from './heldout-set16-products.js';
import { HELDOUT_SET17_PRODUCTS } from './heldout-set17-products.js';
import { HELDOUT_SET18_PRODUCTS } from './heldout-set18-products.js';
import { HELDOUT_SET19_PRODUCTS } from './heldout-set19-products.js';
import { HELDOUT_SET20_PRODUCTS } from './heldout-set20-products.js';
import { HELDOUT_SET21_PRODUCTS } from './heldout-set21-products.js';
import { HELDOUT_SET22_PRODUCTS } from './heldout-set22-products.js';
import { HELDOUT_SET23_PRODUCTS } from './heldout-set23-products.js';
import { HELDOUT_SET24_PRODUCTS } from './heldout-set24-products.js';
import { HELDOUT_SET25_PRODUCTS } from './heldout-set25-products.js';
import { HELDOUT_SET26_PRODUCTS } from './heldout-set26-products.js';
import { HELDOUT_SET27_PRODUCTS } from './heldout-set27-products.js';
import { HELDOUT_SET28_PRODUCTS } from './heldout-set28-products.js';
import { HELDOUT_SET29_PRODUCTS } from './heldout-set29-products.js';
import { HELDOUT_SET30_PRODUCTS } from './heldout-set30-products.js';
import { HELDOUT_SET31_PRODUCTS } from './heldout-set31-products.js';
import { HELDOUT_SET32_PRODUCTS } from './heldout-set32-products.js';
import { HELDOUT_SET33_PRODUCTS } from './heldout-set33-products.js';
import { HELDOUT_SET34_PRODUCTS } from './heldout-set34-products.js';
import { HELDOUT_SET35_PRODUCTS } from './heldout-set35-products.js';
import { HELDOUT_SET36_PRODUCTS } from './heldout-set36-products.js';
import { HELDOUT_SET37_PRODUCTS } from './heldout-set37-products.js';
import { HELDOUT_SET38_PRODUCTS } from './heldout-set38-products.js';
import { HELDOUT_SET39_PRODUCTS } from './heldout-set39-products.js';
import { HELDOUT_SET40_PRODUCTS } from './heldout-set40-products.js';
import { HELDOUT_SET41_PRODUCTS } from './heldout-set41-products.js';
import { HELDOUT_SET42_PRODUCTS } from './heldout-set42-products.js';
import { HELDOUT_SET43_PRODUCTS } from './heldout-set43-products.js';
import { HELDOUT_SET44_PRODUCTS } from './heldout-set44-products.js';
import { HELDOUT_SET45_PRODUCTS } from './heldout-set45-products.js';
import { HELDOUT_SET46_PRODUCTS } from './heldout-set46-products.js';
import { HELDOUT_SET47_PRODUCTS } from './heldout-set47-products.js';
import { HELDOUT_SET48_PRODUCTS } from './heldout-set48-products.js';
import { HELDOUT_SET49_PRODUCTS } from './heldout-set49-products.js';
import { HELDOUT_SET50_PRODUCTS } from './heldout-set50-products.js';
import { HELDOUT_SET51_PRODUCTS } from './heldout-set51-products.js';
import { HELDOUT_SET52_PRODUCTS } from './heldout-set52-products.js';
import { HELDOUT_SET53_PRODUCTS } from './heldout-set53-products.js';
import { HELDOUT_SET54_PRODUCTS } from './heldout-set54-products.js';
import { HELDOUT_SET55_PRODUCTS } from './heldout-set55-products.js';
import { HELDOUT_SET56_PRODUCTS } from './heldout-set56-products.js';
import { HELDOUT_SET57_PRODUCTS } from './heldout-set57-products.js';
import { HELDOUT_SET58_PRODUCTS } from './heldout-set58-products.js';
import { HELDOUT_SET59_PRODUCTS } from './heldout-set59-products.js';
import { HELDOUT_SET60_PRODUCTS } from './heldout-set60-products.js';
import { HELDOUT_SET61_PRODUCTS } from './heldout-set61-products.js';
import { HELDOUT_SET62_PRODUCTS } from './heldout-set62-products.js';
import { HELDOUT_SET63_PRODUCTS } from './heldout-set63-products.js';
import { HELDOUT_SET64_PRODUCTS } from './heldout-set64-products.js';
import { HELDOUT_SET65_PRODUCTS } from './heldout-set65-products.js';
import { HELDOUT_SET66_PRODUCTS } from './heldout-set66-products.js';
import { HELDOUT_SET67_PRODUCTS } from './heldout-set67-products.js';
import { HELDOUT_SET68_PRODUCTS } from './heldout-set68-products.js';
import { HELDOUT_SET69_PRODUCTS } from './heldout-set69-products.js';
import { HELDOUT_SET70_PRODUCTS } from './heldout-set70-products.js';
import { HELDOUT_SET71_PRODUCTS } from './heldout-set71-products.js';
import { HELDOUT_SET72_PRODUCTS } from './heldout-set72-products.js';
import { HELDOUT_SET73_PRODUCTS } from './heldout-set73-products.js';
import { HELDOUT_SET74_PRODUCTS } from './heldout-set74-products.js';
import { HELDOUT_SET75_PRODUCTS } from './heldout-set75-products.js';
import { HELDOUT_SET76_PRODUCTS } from './heldout-set76-products.js';
import { HELDOUT_SET77_PRODUCTS } from './heldout-set77-products.js';
import { HELDOUT_SET78_PRODUCTS } from './heldout-set78-products.js';
import { HELDOUT_SET79_PRODUCTS } from './heldout-set79-products.js';
import { HELDOUT_SET80_PRODUCTS } from './heldout-set80-products.js';
import { HELDOUT_SET81_PRODUCTS } from './heldout-set81-products.js';
import { HELDOUT_SET82_PRODUCTS } from './heldout-set82-products.js';
import { HELDOUT_SET83_PRODUCTS } from './heldout-set83-products.js';
import { HELDOUT_SET84_PRODUCTS } from './heldout-set84-products.js';
import { HELDOUT_SET85_PRODUCTS } from './heldout-set85-products.js';
import { HELDOUT_SET86_PRODUCTS } from './heldout-set86-products.js';
import { HELDOUT_SET87_PRODUCTS } from './heldout-set87-products.js';
import { HELDOUT_SET88_PRODUCTS } from './heldout-set88-products.js';
import { HELDOUT_SET89_PRODUCTS } from './heldout-set89-products.js';
import { HELDOUT_SET90_PRODUCTS } from './heldout-set90-products.js';
import { HELDOUT_SET91_PRODUCTS } from './heldout-set91-products.js';
import { HELDOUT_SET92_PRODUCTS } from './heldout-set92-products.js';
import { HELDOUT_SET93_PRODUCTS } from './heldout-set93-products.js';
import { HELDOUT_SET94_PRODUCTS } from './heldout-set94-products.js';
import { HELDOUT_SET95_PRODUCTS } from './heldout-set95-products.js';
import { HELDOUT_SET96_PRODUCTS } from './heldout-set96-products.js';
import { HELDOUT_SET97_PRODUCTS } from './heldout-set97-products.js';
import { HELDOUT_SET98_PRODUCTS } from './heldout-set98-products.js';
import { HELDOUT_SET99_PRODUCTS } from './heldout-set99-products.js';
import { HELDOUT_SET100_PRODUCTS } from './heldout-set100-products.js';
import { HELDOUT_SET101_PRODUCTS } from './heldout-set101-products.js';
import { HELDOUT_SET102_PRODUCTS } from './heldout-set102-products.js';
import { HELDOUT_SET103_PRODUCTS } from './heldout-set103-products.js';
import { HELDOUT_SET104_PRODUCTS } from './heldout-set104-products.js';
import { HELDOUT_SET105_PRODUCTS } from './heldout-set105-products.js';
import { HELDOUT_SET106_PRODUCTS } from './heldout-set106-products.js';
import { HELDOUT_SET107_PRODUCTS } from './heldout-set107-products.js';
import { HELDOUT_SET108_PRODUCTS } from './heldout-set108-products.js';
import { HELDOUT_SET109_PRODUCTS } from './heldout-set109-products.js';
import { HELDOUT_SET110_PRODUCTS } from './heldout-set110-products.js';
import { HELDOUT_SET111_PRODUCTS } from './heldout-set111-products.js';
import { HELDOUT_SET112_PRODUCTS } from './heldout-set112-products.js';
import { HELDOUT_SET113_PRODUCTS } from './heldout-set113-products.js';
import { HELDOUT_SET114_PRODUCTS } from './heldout-set114-products.js';
import { HELDOUT_SET115_PRODUCTS } from './heldout-set115-products.js';
import { HELDOUT_SET116_PRODUCTS } from './heldout-set116-products.js';
import { HELDOUT_SET117_PRODUCTS } from './heldout-set117-products.js';
import { HELDOUT_SET118_PRODUCTS } from './heldout-set118-products.js';
import { HELDOUT_SET119_PRODUCTS } from './heldout-set119-products.js';
import { HELDOUT_SET120_PRODUCTS } from './heldout-set120-products.js';
import { HELDOUT_SET121_PRODUCTS } from './heldout-set121-products.js';
import { HELDOUT_SET122_PRODUCTS } from './heldout-set122-products.js';
import { HELDOUT_SET123_PRODUCTS } from './heldout-set123-products.js';
import { HELDOUT_SET124_PRODUCTS } from './heldout-set124-products.js';
import { HELDOUT_SET125_PRODUCTS } from './heldout-set125-products.js';
import { HELDOUT_SET126_PRODUCTS } from './heldout-set126-products.js';
import { HELDOUT_SET127_PRODUCTS } from './heldout-set127-products.js';
import { HELDOUT_SET128_PRODUCTS } from './heldout-set128-products.js';
import { HELDOUT_SET129_PRODUCTS } from './heldout-set129-products.js';
import { HELDOUT_SET130_PRODUCTS } from './heldout-set130-products.js';
import { HELDOUT_SET131_PRODUCTS } from './heldout-set131-products.js';
import { HELDOUT_SET132_PRODUCTS } from './heldout-set132-products.js';
import { HELDOUT_SET133_PRODUCTS } from './heldout-set133-products.js';
import { HELDOUT_SET134_PRODUCTS } from './heldout-set134-products.js';
import { HELDOUT_SET135_PRODUCTS } from './heldout-set135-products.js';
import { HELDOUT_SET136_PRODUCTS } from './heldout-set136-products.js';
import { HELDOUT_SET137_PRODUCTS } from './heldout-set137-products.js';
import { HELDOUT_SET138_PRODUCTS } from './heldout-set138-products.js';
import { HELDOUT_SET139_PRODUCTS } from './heldout-set139-products.js';
import { HELDOUT_SET140_PRODUCTS } from './heldout-set140-products.js';
import { HELDOUT_SET141_PRODUCTS } from './heldout-set141-products.js';
import { HELDOUT_SET142_PRODUCTS } from './heldout-set142-products.js';
import { HELDOUT_SET143_PRODUCTS } from './heldout-set143-products.js';
import { HELDOUT_SET144_PRODUCTS } from './heldout-set144-products.js';
import { HELDOUT_SET145_PRODUCTS } from './heldout-set145-products.js';
import { HELDOUT_SET146_PRODUCTS } from './heldout-set146-products.js';
import { HELDOUT_SET147_PRODUCTS } from './heldout-set147-products.js';
import { HELDOUT_SET148_PRODUCTS } from './heldout-set148-products.js';
import { HELDOUT_SET149_PRODUCTS } from './heldout-set149-products.js';
import { HELDOUT_SET150_PRODUCTS } from './heldout-set150-products.js';
import { HELDOUT_SET151_PRODUCTS } from './heldout-set151-products.js';
import { HELDOUT_SET152_PRODUCTS } from './heldout-set152-products.js';
import { HELDOUT_SET153_PRODUCTS } from './heldout-set153-products.js';
import { HELDOUT_SET154_PRODUCTS } from './heldout-set154-products.js';
import { HELDOUT_SET155_PRODUCTS } from './heldout-set155-products.js';
import { HELDOUT_SET156_PRODUCTS } from './heldout-set156-products.js';
import { HELDOUT_SET157_PRODUCTS } from './heldout-set157-products.js';
import { HELDOUT_SET158_PRODUCTS } from './heldout-set158-products.js';
import { HELDOUT_SET159_PRODUCTS } from './heldout-set159-products.js';
import { HELDOUT_SET160_PRODUCTS } from './heldout-set160-products.js';
import { HELDOUT_SET161_PRODUCTS } from './heldout-set161-products.js';
import { HELDOUT_SET162_PRODUCTS } from './heldout-set162-products.js';
import { HELDOUT_SET163_PRODUCTS } from './heldout-set163-products.js';
import { HELDOUT_SET164_PRODUCTS } from './heldout-set164-products.js';
import { HELDOUT_SET165_PRODUCTS } from './heldout-set165-products.js';
import { HELDOUT_SET166_PRODUCTS } from './heldout-set166-products.js';
import { HELDOUT_SET167_PRODUCTS } from './heldout-set167-products.js';
import { HELDOUT_SET168_PRODUCTS } from './heldout-set168-products.js';
import { HELDOUT_SET169_PRODUCTS } from './heldout-set169-products.js';
import { HELDOUT_SET170_PRODUCTS } from './heldout-set170-products.js';
import { HELDOUT_SET171_PRODUCTS } from './heldout-set171-products.js';
import { HELDOUT_SET172_PRODUCTS } from './heldout-set172-products.js';
import { HELDOUT_SET173_PRODUCTS } from './heldout-set173-products.js';
import { HELDOUT_SET174_PRODUCTS } from './heldout-set174-products.js';
import { HELDOUT_SET175_PRODUCTS } from './heldout-set175-products.js';
import { HELDOUT_SET176_PRODUCTS } from './heldout-set176-products.js';
import { HELDOUT_SET177_PRODUCTS } from './heldout-set177-products.js';
import { HELDOUT_SET178_PRODUCTS } from './heldout-set178-products.js';
import { HELDOUT_SET179_PRODUCTS } from './heldout-set179-products.js';
import { HELDOUT_SET180_PRODUCTS } from './heldout-set180-products.js';
import { HELDOUT_SET181_PRODUCTS } from './heldout-set181-products.js';
import { HELDOUT_SET182_PRODUCTS } from './heldout-set182-products.js';
import { HELDOUT_SET183_PRODUCTS } from './heldout-set183-products.js';
import { HELDOUT_SET184_PRODUCTS } from './heldout-set184-products.js';
import { HELDOUT_SET185_PRODUCTS } from './heldout-set185-products.js';
import { HELDOUT_SET186_PRODUCTS } from './heldout-set186-products.js';
import { HELDOUT_SET187_PRODUCTS } from './heldout-set187-products.js';
import { HELDOUT_SET188_PRODUCTS } from './heldout-set188-products.js';
import { HELDOUT_SET189_PRODUCTS } from './heldout-set189-products.js';
import { HELDOUT_SET190_PRODUCTS } from './heldout-set190-products.js';
import { HELDOUT_SET191_PRODUCTS } from './heldout-set191-products.js';
import { HELDOUT_SET192_PRODUCTS } from './heldout-set192-products.js';
import { HELDOUT_SET193_PRODUCTS } from './heldout-set193-products.js';
import { HELDOUT_SET194_PRODUCTS } from './heldout-set194-products.js';
import { HELDOUT_SET195_PRODUCTS } from './heldout-set195-products.js';
import { HELDOUT_SET196_PRODUCTS } from './heldout-set196-products.js';
import { HELDOUT_SET197_PRODUCTS } from './heldout-set197-products.js';
import { HELDOUT_SET198_PRODUCTS } from './heldout-set198-products.js';
import { HELDOUT_SET199_PRODUCTS } from './heldout-set199-products.js';
import { HELDOUT_SET200_PRODUCTS } from './heldout-set200-products.js';
import { HELDOUT_SET201_PRODUCTS } from './heldout-set201-products.js';
import { HELDOUT_SET202_PRODUCTS } from './heldout-set202-products.js';
import { HELDOUT_SET203_PRODUCTS } from './heldout-set203-products.js';
import { HELDOUT_SET204_PRODUCTS } from './heldout-set204-products.js';
import { HELDOUT_SET205_PRODUCTS } from './heldout-set205-products.js';
import { HELDOUT_SET206_PRODUCTS } from './heldout-set206-products.js';
import { HELDOUT_SET207_PRODUCTS } from './heldout-set207-products.js';
import { HELDOUT_SET208_PRODUCTS } from './heldout-set208-products.js';
import { HELDOUT_SET209_PRODUCTS } from './heldout-set209-products.js';
import { HELDOUT_SET210_PRODUCTS } from './heldout-set210-products.js';
import { HELDOUT_SET211_PRODUCTS } from './heldout-set211-products.js';
import { HELDOUT_SET212_PRODUCTS } from './heldout-set212-products.js';
import { HELDOUT_SET213_PRODUCTS } from './heldout-set213-products.js';
import { HELDOUT_SET214_PRODUCTS } from './heldout-set214-products.js';
import { HELDOUT_SET215_PRODUCTS } from './heldout-set215-products.js';
import { HELDOUT_SET216_PRODUCTS } from './heldout-set216-products.js';
import { HELDOUT_SET217_PRODUCTS } from './heldout-set217-products.js';
import { HELDOUT_SET218_PRODUCTS } from './heldout-set218-products.js';
import { HELDOUT_SET219_PRODUCTS } from './heldout-set219-products.js';
import { HELDOUT_SET220_PRODUCTS } from './heldout-set220-products.js';
import { HELDOUT_SET221_PRODUCTS } from './heldout-set221-products.js';
import { HELDOUT_SET222_PRODUCTS } from './heldout-set222-products.js';
import { HELDOUT_SET223_PRODUCTS } from './heldout-set223-products.js';
import { HELDOUT_SET224_PRODUCTS } from './heldout-set224-products.js';
import { HELDOUT_SET225_PRODUCTS } from './heldout-set225-products.js';
import { HELDOUT_SET226_PRODUCTS } from './heldout-set226-products.js';
import { HELDOUT_SET227_PRODUCTS } from './heldout-set227-products.js';
import { HELDOUT_SET228_PRODUCTS } from './heldout-set228-products.js';
import { HELDOUT_SET229_PRODUCTS } from './heldout-set229-products.js';
import { HELDOUT_SET230_PRODUCTS } from './heldout-set230-products.js';
import { HELDOUT_SET231_PRODUCTS } from './heldout-set231-products.js';
import { HELDOUT_SET232_PRODUCTS } from './heldout-set232-products.js';
import { HELDOUT_SET233_PRODUCTS } from './heldout-set233-products.js';
import { HELDOUT_SET234_PRODUCTS } from './heldout-set234-products.js';
import { HELDOUT_SET235_PRODUCTS } from './heldout-set235-products.js';
import { HELDOUT_SET236_PRODUCTS } from './heldout-set236-products.js';
import { HELDOUT_SET237_PRODUCTS } from './heldout-set237-products.js';
import { HELDOUT_SET238_PRODUCTS } from './heldout-set238-products.js';
import { HELDOUT_SET239_PRODUCTS } from './heldout-set239-products.js';
import { HELDOUT_SET240_PRODUCTS } from './heldout-set240-products.js';
import { HELDOUT_SET241_PRODUCTS } from './heldout-set241-products.js';
import { HELDOUT_SET242_PRODUCTS } from './heldout-set242-products.js';
import { HELDOUT_SET243_PRODUCTS } from './heldout-set243-products.js';
import { HELDOUT_SET244_PRODUCTS } from './heldout-set244-products.js';
import { HELDOUT_SET245_PRODUCTS } from './heldout-set245-products.js';
import { HELDOUT_SET246_PRODUCTS } from './heldout-set246-products.js';
import { HELDOUT_SET247_PRODUCTS } from './heldout-set247-products.js';
import { HELDOUT_SET248_PRODUCTS } from './heldout-set248-products.js';
import { HELDOUT_SET249_PRODUCTS } from './heldout-set249-products.js';
import { HELDOUT_SET250_PRODUCTS } from './heldout-set250-products.js';
import { HELDOUT_SET251_PRODUCTS } from './heldout-set251-products.js';
import { HELDOUT_SET252_PRODUCTS } from './heldout-set252-products.js';
import { HELDOUT_SET253_PRODUCTS } from './heldout-set253-products.js';
import { HELDOUT_SET254_PRODUCTS } from './heldout-set254-products.js';
import { HELDOUT_SET255_PRODUCTS } from './heldout-set255-products.js';
import { HELDOUT_SET256_PRODUCTS } from './heldout-set256-products.js';
import { HELDOUT_SET257_PRODUCTS } from './heldout-set257-products.js';
import { HELDOUT_SET258_PRODUCTS } from './heldout-set258-products.js';
import { HELDOUT_SET259_PRODUCTS } from './heldout-set259-products.js';
import { HELDOUT_SET260_PRODUCTS } from './heldout-set260-products.js';
import { HELDOUT_SET261_PRODUCTS } from './heldout-set261-products.js';
import { HELDOUT_SET262_PRODUCTS } from './heldout-set262-products.js';
import { HELDOUT_SET263_PRODUCTS } from './heldout-set263-products.js';
import { HELDOUT_SET264_PRODUCTS } from './heldout-set264-products.js';
import { HELDOUT_SET265_PRODUCTS } from './heldout-set265-products.js';
import { HELDOUT_SET266_PRODUCTS } from './heldout-set266-products.js';
import { HELDOUT_SET267_PRODUCTS } from './heldout-set267-products.js';
import { HELDOUT_SET268_PRODUCTS } from './heldout-set268-products.js';
import { HELDOUT_SET269_PRODUCTS } from './heldout-set269-products.js';
import { HELDOUT_SET270_PRODUCTS } from './heldout-set270-products.js';
import { HELDOUT_SET271_PRODUCTS } from './heldout-set271-products.js';
import { HELDOUT_SET272_PRODUCTS } from './heldout-set272-products.js';
import { HELDOUT_SET273_PRODUCTS } from './heldout-set273-products.js';
import { HELDOUT_SET274_PRODUCTS } from './heldout-set274-products.js';
import { HELDOUT_SET275_PRODUCTS } from './heldout-set275-products.js';
import { HELDOUT_SET276_PRODUCTS } from './heldout-set276-products.js';
import { HELDOUT_SET277_PRODUCTS } from './heldout-set277-products.js';
import { HELDOUT_SET278_PRODUCTS } from './heldout-set278-products.js';
import { HELDOUT_SET279_PRODUCTS } from './heldout-set279-products.js';
import { HELDOUT_SET280_PRODUCTS } from './heldout-set280-products.js';
import { HELDOUT_SET281_PRODUCTS } from './heldout-set281-products.js';
import { HELDOUT_SET282_PRODUCTS } from './heldout-set282-products.js';
import { HELDOUT_SET283_PRODUCTS } from './heldout-set283-products.js';
import { HELDOUT_SET284_PRODUCTS } from './heldout-set284-products.js';
import { HELDOUT_SET285_PRODUCTS } from './heldout-set285-products.js';
import { HELDOUT_SET286_PRODUCTS } from './heldout-set286-products.js';
import { HELDOUT_SET287_PRODUCTS } from './heldout-set287-products.js';
import { HELDOUT_SET288_PRODUCTS } from './heldout-set288-products.js';
import { HELDOUT_SET289_PRODUCTS } from './heldout-set289-products.js';
import { HELDOUT_SET290_PRODUCTS } from './heldout-set290-products.js';

/**
 * Every peer set by its number (1 the climate peer set, 2 the second, 3 the fresh held-out, then the numbered held-out
 * sets in the order they were drawn): the one list the peer test and the maintainers' diagnostic read. A new set is
 * added here once.
 */
export const PEER_SETS: Readonly<Record<string, readonly PeerProduct[]>> = {
  1: PEER_PRODUCTS,
  2: HELDOUT_PRODUCTS,
  3: FRESH_HELDOUT_PRODUCTS,
  4: HELDOUT_SET4_PRODUCTS,
  5: HELDOUT_SET5_PRODUCTS,
  6: HELDOUT_SET6_PRODUCTS,
  7: HELDOUT_SET7_PRODUCTS,
  8: HELDOUT_SET8_PRODUCTS,
  9: HELDOUT_SET9_PRODUCTS,
  10: HELDOUT_SET10_PRODUCTS,
  11: HELDOUT_SET11_PRODUCTS,
  12: HELDOUT_SET12_PRODUCTS,
  13: HELDOUT_SET13_PRODUCTS,
  14: HELDOUT_SET14_PRODUCTS,
  15: HELDOUT_SET15_PRODUCTS,
  16: HELDOUT_SET16_PRODUCTS,
  17: HELDOUT_SET17_PRODUCTS,
  18: HELDOUT_SET18_PRODUCTS,
  19: HELDOUT_SET19_PRODUCTS,
  20: HELDOUT_SET20_PRODUCTS,
  21: HELDOUT_SET21_PRODUCTS,
  22: HELDOUT_SET22_PRODUCTS,
  23: HELDOUT_SET23_PRODUCTS,
  24: HELDOUT_SET24_PRODUCTS,
  25: HELDOUT_SET25_PRODUCTS,
  26: HELDOUT_SET26_PRODUCTS,
  27: HELDOUT_SET27_PRODUCTS,
  28: HELDOUT_SET28_PRODUCTS,
  29: HELDOUT_SET29_PRODUCTS,
  30: HELDOUT_SET30_PRODUCTS,
  31: HELDOUT_SET31_PRODUCTS,
  32: HELDOUT_SET32_PRODUCTS,
  33: HELDOUT_SET33_PRODUCTS,
  34: HELDOUT_SET34_PRODUCTS,
  35: HELDOUT_SET35_PRODUCTS,
  36: HELDOUT_SET36_PRODUCTS,
  37: HELDOUT_SET37_PRODUCTS,
  38: HELDOUT_SET38_PRODUCTS,
  39: HELDOUT_SET39_PRODUCTS,
  40: HELDOUT_SET40_PRODUCTS,
  41: HELDOUT_SET41_PRODUCTS,
  42: HELDOUT_SET42_PRODUCTS,
  43: HELDOUT_SET43_PRODUCTS,
  44: HELDOUT_SET44_PRODUCTS,
  45: HELDOUT_SET45_PRODUCTS,
  46: HELDOUT_SET46_PRODUCTS,
  47: HELDOUT_SET47_PRODUCTS,
  48: HELDOUT_SET48_PRODUCTS,
  49: HELDOUT_SET49_PRODUCTS,
  50: HELDOUT_SET50_PRODUCTS,
  51: HELDOUT_SET51_PRODUCTS,
  52: HELDOUT_SET52_PRODUCTS,
  53: HELDOUT_SET53_PRODUCTS,
  54: HELDOUT_SET54_PRODUCTS,
  55: HELDOUT_SET55_PRODUCTS,
  56: HELDOUT_SET56_PRODUCTS,
  57: HELDOUT_SET57_PRODUCTS,
  58: HELDOUT_SET58_PRODUCTS,
  59: HELDOUT_SET59_PRODUCTS,
  60: HELDOUT_SET60_PRODUCTS,
  61: HELDOUT_SET61_PRODUCTS,
  62: HELDOUT_SET62_PRODUCTS,
  63: HELDOUT_SET63_PRODUCTS,
  64: HELDOUT_SET64_PRODUCTS,
  65: HELDOUT_SET65_PRODUCTS,
  66: HELDOUT_SET66_PRODUCTS,
  67: HELDOUT_SET67_PRODUCTS,
  68: HELDOUT_SET68_PRODUCTS,
  69: HELDOUT_SET69_PRODUCTS,
  70: HELDOUT_SET70_PRODUCTS,
  71: HELDOUT_SET71_PRODUCTS,
  72: HELDOUT_SET72_PRODUCTS,
  73: HELDOUT_SET73_PRODUCTS,
  74: HELDOUT_SET74_PRODUCTS,
  75: HELDOUT_SET75_PRODUCTS,
  76: HELDOUT_SET76_PRODUCTS,
  77: HELDOUT_SET77_PRODUCTS,
  78: HELDOUT_SET78_PRODUCTS,
  79: HELDOUT_SET79_PRODUCTS,
  80: HELDOUT_SET80_PRODUCTS,
  81: HELDOUT_SET81_PRODUCTS,
  82: HELDOUT_SET82_PRODUCTS,
  83: HELDOUT_SET83_PRODUCTS,
  84: HELDOUT_SET84_PRODUCTS,
  85: HELDOUT_SET85_PRODUCTS,
  86: HELDOUT_SET86_PRODUCTS,
  87: HELDOUT_SET87_PRODUCTS,
  88: HELDOUT_SET88_PRODUCTS,
  89: HELDOUT_SET89_PRODUCTS,
  90: HELDOUT_SET90_PRODUCTS,
  91: HELDOUT_SET91_PRODUCTS,
  92: HELDOUT_SET92_PRODUCTS,
  93: HELDOUT_SET93_PRODUCTS,
  94: HELDOUT_SET94_PRODUCTS,
  95: HELDOUT_SET95_PRODUCTS,
  96: HELDOUT_SET96_PRODUCTS,
  97: HELDOUT_SET97_PRODUCTS,
  98: HELDOUT_SET98_PRODUCTS,
  99: HELDOUT_SET99_PRODUCTS,
  100: HELDOUT_SET100_PRODUCTS,
  101: HELDOUT_SET101_PRODUCTS,
  102: HELDOUT_SET102_PRODUCTS,
  103: HELDOUT_SET103_PRODUCTS,
  104: HELDOUT_SET104_PRODUCTS,
  105: HELDOUT_SET105_PRODUCTS,
  106: HELDOUT_SET106_PRODUCTS,
  107: HELDOUT_SET107_PRODUCTS,
  108: HELDOUT_SET108_PRODUCTS,
  109: HELDOUT_SET109_PRODUCTS,
  110: HELDOUT_SET110_PRODUCTS,
  111: HELDOUT_SET111_PRODUCTS,
  112: HELDOUT_SET112_PRODUCTS,
  113: HELDOUT_SET113_PRODUCTS,
  114: HELDOUT_SET114_PRODUCTS,
  115: HELDOUT_SET115_PRODUCTS,
  116: HELDOUT_SET116_PRODUCTS,
  117: HELDOUT_SET117_PRODUCTS,
  118: HELDOUT_SET118_PRODUCTS,
  119: HELDOUT_SET119_PRODUCTS,
  120: HELDOUT_SET120_PRODUCTS,
  121: HELDOUT_SET121_PRODUCTS,
  122: HELDOUT_SET122_PRODUCTS,
  123: HELDOUT_SET123_PRODUCTS,
  124: HELDOUT_SET124_PRODUCTS,
  125: HELDOUT_SET125_PRODUCTS,
  126: HELDOUT_SET126_PRODUCTS,
  127: HELDOUT_SET127_PRODUCTS,
  128: HELDOUT_SET128_PRODUCTS,
  129: HELDOUT_SET129_PRODUCTS,
  130: HELDOUT_SET130_PRODUCTS,
  131: HELDOUT_SET131_PRODUCTS,
  132: HELDOUT_SET132_PRODUCTS,
  133: HELDOUT_SET133_PRODUCTS,
  134: HELDOUT_SET134_PRODUCTS,
  135: HELDOUT_SET135_PRODUCTS,
  136: HELDOUT_SET136_PRODUCTS,
  137: HELDOUT_SET137_PRODUCTS,
  138: HELDOUT_SET138_PRODUCTS,
  139: HELDOUT_SET139_PRODUCTS,
  140: HELDOUT_SET140_PRODUCTS,
  141: HELDOUT_SET141_PRODUCTS,
  142: HELDOUT_SET142_PRODUCTS,
  143: HELDOUT_SET143_PRODUCTS,
  144: HELDOUT_SET144_PRODUCTS,
  145: HELDOUT_SET145_PRODUCTS,
  146: HELDOUT_SET146_PRODUCTS,
  147: HELDOUT_SET147_PRODUCTS,
  148: HELDOUT_SET148_PRODUCTS,
  149: HELDOUT_SET149_PRODUCTS,
  150: HELDOUT_SET150_PRODUCTS,
  151: HELDOUT_SET151_PRODUCTS,
  152: HELDOUT_SET152_PRODUCTS,
  153: HELDOUT_SET153_PRODUCTS,
  154: HELDOUT_SET154_PRODUCTS,
  155: HELDOUT_SET155_PRODUCTS,
  156: HELDOUT_SET156_PRODUCTS,
  157: HELDOUT_SET157_PRODUCTS,
  158: HELDOUT_SET158_PRODUCTS,
  159: HELDOUT_SET159_PRODUCTS,
  160: HELDOUT_SET160_PRODUCTS,
  161: HELDOUT_SET161_PRODUCTS,
  162: HELDOUT_SET162_PRODUCTS,
  163: HELDOUT_SET163_PRODUCTS,
  164: HELDOUT_SET164_PRODUCTS,
  165: HELDOUT_SET165_PRODUCTS,
  166: HELDOUT_SET166_PRODUCTS,
  167: HELDOUT_SET167_PRODUCTS,
  168: HELDOUT_SET168_PRODUCTS,
  169: HELDOUT_SET169_PRODUCTS,
  170: HELDOUT_SET170_PRODUCTS,
  171: HELDOUT_SET171_PRODUCTS,
  172: HELDOUT_SET172_PRODUCTS,
  173: HELDOUT_SET173_PRODUCTS,
  174: HELDOUT_SET174_PRODUCTS,
  175: HELDOUT_SET175_PRODUCTS,
  176: HELDOUT_SET176_PRODUCTS,
  177: HELDOUT_SET177_PRODUCTS,
  178: HELDOUT_SET178_PRODUCTS,
  179: HELDOUT_SET179_PRODUCTS,
  180: HELDOUT_SET180_PRODUCTS,
  181: HELDOUT_SET181_PRODUCTS,
  182: HELDOUT_SET182_PRODUCTS,
  183: HELDOUT_SET183_PRODUCTS,
  184: HELDOUT_SET184_PRODUCTS,
  185: HELDOUT_SET185_PRODUCTS,
  186: HELDOUT_SET186_PRODUCTS,
  187: HELDOUT_SET187_PRODUCTS,
  188: HELDOUT_SET188_PRODUCTS,
  189: HELDOUT_SET189_PRODUCTS,
  190: HELDOUT_SET190_PRODUCTS,
  191: HELDOUT_SET191_PRODUCTS,
  192: HELDOUT_SET192_PRODUCTS,
  193: HELDOUT_SET193_PRODUCTS,
  194: HELDOUT_SET194_PRODUCTS,
  195: HELDOUT_SET195_PRODUCTS,
  196: HELDOUT_SET196_PRODUCTS,
  197: HELDOUT_SET197_PRODUCTS,
  198: HELDOUT_SET198_PRODUCTS,
  199: HELDOUT_SET199_PRODUCTS,
  200: HELDOUT_SET200_PRODUCTS,
  201: HELDOUT_SET201_PRODUCTS,
  202: HELDOUT_SET202_PRODUCTS,
  203: HELDOUT_SET203_PRODUCTS,
  204: HELDOUT_SET204_PRODUCTS,
  205: HELDOUT_SET205_PRODUCTS,
  206: HELDOUT_SET206_PRODUCTS,
  207: HELDOUT_SET207_PRODUCTS,
  208: HELDOUT_SET208_PRODUCTS,
  209: HELDOUT_SET209_PRODUCTS,
  210: HELDOUT_SET210_PRODUCTS,
  211: HELDOUT_SET211_PRODUCTS,
  212: HELDOUT_SET212_PRODUCTS,
  213: HELDOUT_SET213_PRODUCTS,
  214: HELDOUT_SET214_PRODUCTS,
  215: HELDOUT_SET215_PRODUCTS,
  216: HELDOUT_SET216_PRODUCTS,
  217: HELDOUT_SET217_PRODUCTS,
  218: HELDOUT_SET218_PRODUCTS,
  219: HELDOUT_SET219_PRODUCTS,
  220: HELDOUT_SET220_PRODUCTS,
  221: HELDOUT_SET221_PRODUCTS,
  222: HELDOUT_SET222_PRODUCTS,
  223: HELDOUT_SET223_PRODUCTS,
  224: HELDOUT_SET224_PRODUCTS,
  225: HELDOUT_SET225_PRODUCTS,
  226: HELDOUT_SET226_PRODUCTS,
  227: HELDOUT_SET227_PRODUCTS,
  228: HELDOUT_SET228_PRODUCTS,
  229: HELDOUT_SET229_PRODUCTS,
  230: HELDOUT_SET230_PRODUCTS,
  231: HELDOUT_SET231_PRODUCTS,
  232: HELDOUT_SET232_PRODUCTS,
  233: HELDOUT_SET233_PRODUCTS,
  234: HELDOUT_SET234_PRODUCTS,
  235: HELDOUT_SET235_PRODUCTS,
  236: HELDOUT_SET236_PRODUCTS,
  237: HELDOUT_SET237_PRODUCTS,
  238: HELDOUT_SET238_PRODUCTS,
  239: HELDOUT_SET239_PRODUCTS,
  240: HELDOUT_SET240_PRODUCTS,
  241: HELDOUT_SET241_PRODUCTS,
  242: HELDOUT_SET242_PRODUCTS,
  243: HELDOUT_SET243_PRODUCTS,
  244: HELDOUT_SET244_PRODUCTS,
  245: HELDOUT_SET245_PRODUCTS,
  246: HELDOUT_SET246_PRODUCTS,
  247: HELDOUT_SET247_PRODUCTS,
  248: HELDOUT_SET248_PRODUCTS,
  249: HELDOUT_SET249_PRODUCTS,
  250: HELDOUT_SET250_PRODUCTS,
  251: HELDOUT_SET251_PRODUCTS,
  252: HELDOUT_SET252_PRODUCTS,
  253: HELDOUT_SET253_PRODUCTS,
  254: HELDOUT_SET254_PRODUCTS,
  255: HELDOUT_SET255_PRODUCTS,
  256: HELDOUT_SET256_PRODUCTS,
  257: HELDOUT_SET257_PRODUCTS,
  258: HELDOUT_SET258_PRODUCTS,
  259: HELDOUT_SET259_PRODUCTS,
  260: HELDOUT_SET260_PRODUCTS,
  261: HELDOUT_SET261_PRODUCTS,
  262: HELDOUT_SET262_PRODUCTS,
  263: HELDOUT_SET263_PRODUCTS,
  264: HELDOUT_SET264_PRODUCTS,
  265: HELDOUT_SET265_PRODUCTS,
  266: HELDOUT_SET266_PRODUCTS,
  267: HELDOUT_SET267_PRODUCTS,
  268: HELDOUT_SET268_PRODUCTS,
  269: HELDOUT_SET269_PRODUCTS,
  270: HELDOUT_SET270_PRODUCTS,
  271: HELDOUT_SET271_PRODUCTS,
  272: HELDOUT_SET272_PRODUCTS,
  273: HELDOUT_SET273_PRODUCTS,
  274: HELDOUT_SET274_PRODUCTS,
  275: HELDOUT_SET275_PRODUCTS,
  276: HELDOUT_SET276_PRODUCTS,
  277: HELDOUT_SET277_PRODUCTS,
  278: HELDOUT_SET278_PRODUCTS,
  279: HELDOUT_SET279_PRODUCTS,
  280: HELDOUT_SET280_PRODUCTS,
  281: HELDOUT_SET281_PRODUCTS,
  282: HELDOUT_SET282_PRODUCTS,
  283: HELDOUT_SET283_PRODUCTS,
  284: HELDOUT_SET284_PRODUCTS,
  285: HELDOUT_SET285_PRODUCTS,
  286: HELDOUT_SET286_PRODUCTS,
  287: HELDOUT_SET287_PRODUCTS,
  288: HELDOUT_SET288_PRODUCTS,
  289: HELDOUT_SET289_PRODUCTS,
  290: HELDOUT_SET290_PRODUCTS,
};
